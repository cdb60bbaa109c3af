import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useRef } from 'react';
import { inLocale, useLocale, useNavigate } from '#src/lib/router.tsx';
import { cn } from '#src/lib/cn.ts';
import { EARLY_FIELD } from '#src/lib/early-input.ts';

/** Header search (spec §2): the text is trimmed; an empty search goes to /browse. */
export function searchTarget(raw: string): string {
  const term = raw.trim();
  return term ? `/browse?${new URLSearchParams({ search: term }).toString()}` : '/browse';
}

/**
 * A real form (ADR 062): before the app's code arrives, or with none, Enter asks the server for
 * /browse?search=…, which it draws with the results. The box is the browser's own (not held in
 * React's state), so what is typed before the page is live stays in it through hydration;
 * `early` names the box to refill where React draws it afresh (the header's, by
 * src/lib/early-input.ts; the phones' menu draws its own later).
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
  const navigate = useNavigate();
  const locale = useLocale();
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      aria-label={t`Site`}
      action={inLocale(locale, '/browse')}
      method="get"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(searchTarget(input.current?.value ?? ''));
        onDone?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        <Trans>Search inks</Trans>
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
        placeholder={t`Search inks, brands, lines…`}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-rule bg-surface pr-4 pl-9 text-sm placeholder:text-muted focus:border-primary"
      />
    </form>
  );
}
