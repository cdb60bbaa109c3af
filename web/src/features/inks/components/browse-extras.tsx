import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Link } from '#src/lib/router.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { brandFilterWord, colourFamilyWord, inkPropertyWord } from '#src/lib/catalogue-words.ts';
import type { BrowseFilters } from '../browse-params.ts';
import { ColorDot } from './color-dot.tsx';

/**
 * The parts of the browse page drawn for some addresses only, loaded when first needed
 * (browse-inks.tsx): the active filters' chips, and the empty result with its suggestions.
 */

export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (f: BrowseFilters) => void;
}) {
  const { t } = useLingui();
  const { near } = filters;
  const chips = [
    ...(near
      ? [
          {
            label: t`Near #${near}`,
            dot: null,
            hex: `#${near}`,
            remove: () => onChange({ ...filters, near: undefined }),
          },
        ]
      : []),
    ...filters.colors.map((c) => ({
      label: colourFamilyWord(c),
      dot: c,
      remove: () => onChange({ ...filters, colors: filters.colors.filter((v) => v !== c) }),
    })),
    ...filters.brands.map((b) => ({
      label: brandFilterWord(b),
      dot: null,
      remove: () => onChange({ ...filters, brands: filters.brands.filter((v) => v !== b) }),
    })),
    ...filters.properties.map((p) => ({
      label: inkPropertyWord(p),
      dot: null,
      remove: () => onChange({ ...filters, properties: filters.properties.filter((v) => v !== p) }),
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t`Active filters`}>
      {chips.map(({ label, ...chip }) => (
        <li key={label}>
          <button
            type="button"
            onClick={chip.remove}
            aria-label={t`Remove filter ${label}`}
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-rule bg-surface pr-2 pl-3 text-sm hover:border-primary"
          >
            {chip.dot && <ColorDot family={chip.dot} className="size-3" />}
            {'hex' in chip && chip.hex && (
              <span
                aria-hidden="true"
                className="size-3 rounded-full shadow-[inset_0_0_0_1px_rgb(0_0_0/0.15)]"
                style={{ background: chip.hex }}
              />
            )}
            {label}
            <X className="size-3.5 text-muted" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "Did you mean …?": each suggestion a link to the same browse with that search. */
function DidYouMean({
  suggestions,
  hrefFor,
  onFollow,
}: {
  suggestions: readonly string[];
  hrefFor: (search: string) => string;
  onFollow: () => void;
}) {
  const rest = suggestions.map((s, i) => (
    <span key={s}>
      {i > 0 && i < suggestions.length - 1 && ', '}
      <Link
        to={hrefFor(s)}
        onClick={(e) => {
          if (e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) onFollow();
        }}
        className="link font-medium"
      >
        {s}
      </Link>
    </span>
  ));
  // "A", "A or B", "A, B or C" (the same message as the result count's, browse-inks.tsx)
  const last = rest.pop();
  const list =
    rest.length > 0 ? (
      <Trans>
        {rest} or {last}
      </Trans>
    ) : (
      last
    );
  return (
    <p className="mx-auto mt-3 max-w-md text-lg" data-testid="did-you-mean">
      <Trans>Did you mean {list}?</Trans>
    </p>
  );
}

/** No ink matched: suggestions when the server has some, and a way back to everything. */
export function NoResults({
  suggestions,
  hrefFor,
  onFollow,
  search,
  filterCount,
  onClear,
}: {
  suggestions: readonly string[];
  hrefFor: (search: string) => string;
  onFollow: () => void;
  search: string;
  filterCount: number;
  onClear: () => void;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-rule px-6 py-14 text-center">
      <p className="font-serif text-2xl">
        <Trans>No inks found</Trans>
      </p>
      {suggestions.length > 0 && (
        <DidYouMean suggestions={suggestions} hrefFor={hrefFor} onFollow={onFollow} />
      )}
      <p className="mx-auto mt-2 max-w-md text-muted">
        {search ? (
          filterCount > 0 ? (
            <Trans>
              Nothing matches “{search}” with these filters. Try fewer filters or another spelling.
            </Trans>
          ) : (
            <Trans>Nothing matches “{search}”. Try fewer filters or another spelling.</Trans>
          )
        ) : filterCount > 0 ? (
          <Trans>
            Nothing matches this search with these filters. Try fewer filters or another spelling.
          </Trans>
        ) : (
          <Trans>Nothing matches this search. Try fewer filters or another spelling.</Trans>
        )}
      </p>
      {(filterCount > 0 || search) && (
        <Button variant="secondary" size="sm" className="mt-5" onClick={onClear}>
          <Trans>Clear search and filters</Trans>
        </Button>
      )}
    </div>
  );
}
