import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from '#src/lib/router.tsx';
import { cn } from '#src/lib/cn.ts';

/** Header search (spec §2): the text is trimmed; an empty search goes to /browse. */
export function searchTarget(raw: string): string {
  const term = raw.trim();
  return term ? `/browse?${new URLSearchParams({ search: term }).toString()}` : '/browse';
}

export function SearchBox({ className, onDone }: { className?: string; onDone?: () => void }) {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(searchTarget(value));
        onDone?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search inks
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        name="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search inks, brands, lines…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-rule bg-surface pr-4 pl-9 text-sm placeholder:text-muted focus:border-primary"
      />
    </form>
  );
}
