import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '#src/lib/router.tsx';
import { cn } from '#src/lib/cn.ts';
import { EARLY_FIELD, onLive, takeEarly } from '#src/lib/early-input.ts';

/** Header search (spec §2): the text is trimmed; an empty search goes to /browse. */
export function searchTarget(raw: string): string {
  const term = raw.trim();
  return term ? `/browse?${new URLSearchParams({ search: term }).toString()}` : '/browse';
}

/**
 * A real form (ADR 062): before the app's code arrives, or with none, Enter asks the server for
 * /browse?search=…, which it draws with the results. `early` names the box whose early text
 * is taken over once live (the header's; the phones' menu draws its own later).
 */
export function SearchBox({
  className,
  onDone,
  early,
}: {
  className?: string;
  onDone?: () => void;
  early?: string;
}) {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!early) return;
    return onLive(() => {
      const typed = takeEarly(early);
      if (!typed) return;
      setValue(typed.value);
      typed.refocus(input.current);
    });
  }, [early]);
  return (
    <form
      role="search"
      aria-label="Site"
      action="/browse"
      method="get"
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
        ref={input}
        id={id}
        {...(early ? { [EARLY_FIELD]: early } : {})}
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
