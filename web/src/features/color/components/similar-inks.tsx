import type { Ink, InkProperty, InkWithDistance } from '@inklore/contract';
import {
  BRAND_FILTERS,
  INK_PROPERTIES,
  OTHER_BRAND,
} from '@inklore/contract/catalogue/catalogue.rules';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, Palette } from 'lucide-react';
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
import { useVision } from '#src/lib/vision.ts';
import { useColorName } from '#src/lib/color-names.ts';
import { VisionSelect, useVisionWords } from '#src/components/vision-select.tsx';

export type ColorInk = Pick<Ink, 'id' | 'name' | 'brand' | 'lab' | 'colorHex' | 'color'>;

/** /browse?near=RRGGBB: inks ordered by their distance from this colour. */
export function nearHref(hex: string): string {
  return `/browse?near=${hex.replace('#', '').toLowerCase()}`;
}

function SimilarItem({ base, ink }: { base: ColorInk; ink: InkWithDistance }) {
  const { t } = useLingui();
  // with a colour vision set, the colour in words beside its small swab (ADR 087)
  const words = useColorName(ink.colorHex);
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
        {words !== null && (
          <p className="text-xs text-muted" data-testid="similar-ink-words">
            {words}
          </p>
        )}
        <p className="text-sm text-muted">{differenceWords(base.lab, ink.lab)}</p>
        {ink.plainDeltaE !== undefined && (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <span>
              <Trans>typical vision: ΔE {formatDeltaE(ink.plainDeltaE)}</Trans>
            </span>
            {ink.looksAlike && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary"
                data-testid="looks-alike"
              >
                <Eye className="size-3.5" aria-hidden="true" />
                <Trans>Looks alike to you</Trans>
              </span>
            )}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span
          className="font-mono text-sm"
          title={
            ink.plainDeltaE === undefined
              ? t`CIEDE2000 colour difference`
              : t`CIEDE2000 colour difference as you see it`
          }
        >
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
  const vision = useVision();
  const visionWords = useVisionWords();
  const query = useQuery({
    ...similarOptions(ink.id, filters, vision),
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
      <VisionSelect className="mb-4" />
      {vision !== 'none' && query.data && (
        <p className="mb-3 text-sm" role="status" data-testid="looks-alike-summary">
          <LooksAlikeSummary
            count={all.filter((d) => d.looksAlike).length}
            vision={visionWords[vision]}
          />
        </p>
      )}
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
          className={`${buttonClass('secondary', 'sm')} mt-3 h-auto max-w-full py-1.5 whitespace-normal`}
          aria-expanded={false}
          aria-controls={listId}
          onClick={() => setOpen(true)}
        >
          <Trans>Show all {count} similar inks, with filters</Trans>
        </button>
      )}
      {query.data?.colorSource === 'members' && (
        <p className="mt-4 text-xs text-muted" data-testid="members-colour-note">
          <Trans>
            Distances start from the colour that members' calibrated swatches of {name} agree on,
            not the catalogue's (see Community Colour).
          </Trans>
        </p>
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

/** "2 of these inks look alike to you (Deuteranopia (green-blind))." */
function LooksAlikeSummary({ count, vision }: { count: number; vision: string }) {
  return count === 0 ? (
    <Trans>Measured as seen with {vision}: none of these looks alike to you.</Trans>
  ) : (
    <Trans>
      Measured as seen with {vision}:{' '}
      <Plural value={count} one="# ink looks alike to you" other="# inks look alike to you" />.
    </Trans>
  );
}
