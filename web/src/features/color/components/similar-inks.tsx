import type { Ink, InkProperty, InkWithDistance } from '@inklore/contract';
import {
  BRAND_FILTERS,
  INK_PROPERTIES,
  OTHER_BRAND,
} from '@inklore/contract/catalogue/catalogue.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '#src/lib/router.tsx';
import { brandFilterWord, inkPropertyWord } from '#src/lib/catalogue-words.ts';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { similarOptions, type SimilarFilters } from '../api/color.ts';
import { BAND_RANGE, formatDeltaE, groupByBand } from '../bands.ts';
import { bandWords, differenceWords } from '#src/lib/color-words.ts';
import { AddToCompare } from './add-to-compare.tsx';

export type ColorInk = Pick<Ink, 'id' | 'name' | 'brand' | 'lab' | 'colorHex' | 'color'>;

/** /browse?near=RRGGBB: inks ordered by their distance from this colour. */
export function nearHref(hex: string): string {
  return `/browse?near=${hex.replace('#', '').toLowerCase()}`;
}

function SimilarItem({ base, ink }: { base: ColorInk; ink: InkWithDistance }) {
  const { t } = useLingui();
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="similar-ink">
      <div className="swab-ground grid h-12 w-16 shrink-0 place-items-center rounded-lg p-1.5">
        <Swab hex={ink.colorHex} seed={ink.id} className="size-full" />
      </div>
      <div className="min-w-0 flex-1">
        <Link to={`/ink/${ink.id}`} className="link font-medium break-words">
          {ink.name}
        </Link>
        <p className="truncate text-xs text-muted">
          {ink.brand} · <span className="font-mono uppercase">{ink.colorHex}</span>
        </p>
        <p className="text-sm text-muted">{differenceWords(base.lab, ink.lab)}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="font-mono text-sm" title={t`CIEDE2000 colour difference`}>
          ΔE {formatDeltaE(ink.deltaE)}
        </span>
        <AddToCompare ink={ink} compact />
      </div>
    </li>
  );
}

const BRAND_CHOICES = [...BRAND_FILTERS, OTHER_BRAND];

/** How many of the nearest inks show before "Show all" (the page stays short on a phone). */
export const SIMILAR_FOLDED = 4;

/**
 * Similar inks (ADR 024): the nearest inks by CIEDE2000, in bands. Folded to the nearest
 * few; "Show all" opens the whole list with its brand and property filters.
 */
export function SimilarInks({ ink }: { ink: ColorInk }) {
  const [filters, setFilters] = useState<SimilarFilters>({ brands: [], properties: [] });
  const [open, setOpen] = useState(false);
  const listId = useId();
  const query = useQuery({
    ...similarOptions(ink.id, filters),
    placeholderData: keepPreviousData,
  });
  const brandId = useId();
  const all = query.data?.data ?? [];
  // a short list shows whole, with its filters; a long one folds until asked
  const folded = !open && all.length > SIMILAR_FOLDED;
  const groups = groupByBand(folded ? all.slice(0, SIMILAR_FOLDED) : all);
  const toggleProperty = (p: InkProperty) =>
    setFilters((f) => ({
      ...f,
      properties: f.properties.includes(p)
        ? f.properties.filter((v) => v !== p)
        : [...f.properties, p],
    }));
  const filtered = filters.brands.length > 0 || filters.properties.length > 0;
  const { t, i18n } = useLingui();
  const name = ink.name;
  const count = all.length;

  return (
    <Card
      title={t`Similar Inks`}
      id="similar-inks"
      action={
        <Link to={nearHref(ink.colorHex)} className={buttonClass('secondary', 'sm')}>
          <Palette className="size-4" aria-hidden="true" />
          <Trans>Find inks like this</Trans>
        </Link>
      }
    >
      {!folded && (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-52">
            <label htmlFor={brandId} className="mb-1 block text-sm text-muted">
              <Trans>Brand</Trans>
            </label>
            <select
              id={brandId}
              className={inputClass}
              value={filters.brands[0] ?? ''}
              onChange={(e) =>
                setFilters((f) => ({ ...f, brands: e.target.value ? [e.target.value] : [] }))
              }
            >
              <option value="">{t`All brands`}</option>
              {BRAND_CHOICES.map((b) => (
                <option key={b} value={b}>
                  {brandFilterWord(b)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="min-w-0">
            <legend className="mb-1 text-sm text-muted">
              <Trans>Properties</Trans>
            </legend>
            <div className="flex flex-wrap gap-1.5">
              {INK_PROPERTIES.map((p) => (
                <label
                  key={p}
                  className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-rule px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={filters.properties.includes(p)}
                    onChange={() => toggleProperty(p)}
                  />
                  {inkPropertyWord(p)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}

      <div id={listId} aria-busy={query.isFetching}>
        {query.isPending ? (
          <p role="status" className="inline-flex items-center gap-2 text-muted">
            <Spinner className="size-4 text-primary" /> <Trans>Looking for similar inks…</Trans>
          </p>
        ) : query.isError ? (
          <SectionError
            what={t`Similar inks`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : groups.length === 0 ? (
          <p className="rounded-xl border border-dashed border-rule px-4 py-3 text-sm text-muted">
            {filtered ? (
              <Trans>No ink in the catalogue is within ΔE 10 of {name} with these filters.</Trans>
            ) : (
              <Trans>No ink in the catalogue is within ΔE 10 of {name}.</Trans>
            )}
          </p>
        ) : (
          groups.map((g) => {
            const band = bandWords(g.band);
            const range = i18n._(BAND_RANGE[g.band]);
            return (
              <section key={g.band} aria-label={t`${band} (${range})`} className="mt-3 first:mt-0">
                <h3 className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                  {band} <span className="font-normal tracking-normal normal-case">· {range}</span>
                </h3>
                <ul className="divide-y divide-rule">
                  {g.inks.map((other) => (
                    <SimilarItem key={other.id} base={ink} ink={other} />
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </div>
      {folded && (
        <button
          type="button"
          className={`${buttonClass('secondary', 'sm')} mt-3`}
          aria-expanded={false}
          aria-controls={listId}
          onClick={() => setOpen(true)}
        >
          <Trans>Show all {count} similar inks, with filters</Trans>
        </button>
      )}
      <p className="mt-4 text-xs text-muted">
        <Trans>
          ΔE is the CIEDE2000 difference between catalogue swatch colours: under 2 most eyes see no
          difference. Swatch colours come from scans, and an ink looks different with the paper, the
          nib and the light.
        </Trans>
      </p>
    </Card>
  );
}
