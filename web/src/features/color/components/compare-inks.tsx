import type { Ink } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { Swatch } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useHead } from '#src/lib/head.ts';
import { colourFamilyWord, inkPropertyWord } from '#src/lib/catalogue-words.ts';
import { comparedInksOptions } from '../api/color.ts';
import { formatDeltaE } from '../bands.ts';
import { COMPARE_MIN } from '../compare-store.ts';
import { parseCompareIds } from '../compare-ids.ts';
import { bandWords } from '#src/lib/color-words.ts';
import { pairwise, type Pair } from '../compare.ts';
import { AddToCompare } from './add-to-compare.tsx';
import { useVision } from '#src/lib/vision.ts';
import { VisionSelect, useVisionWords } from '#src/components/vision-select.tsx';

/** What a column shows beside the colour feature's own facts (the page gives them). */
export type CompareExtras = {
  /** How many members own the ink. */
  owners: (ink: Ink) => ReactNode;
  /** The members' images of the ink. */
  images: (ink: Ink) => ReactNode;
};

function Column({ ink, extras }: { ink: Ink; extras: CompareExtras }) {
  const { t } = useLingui();
  const rating = ink.averageRating === null ? null : ink.averageRating.toFixed(1);
  const reviews = ink.reviewCount;
  return (
    <section aria-label={ink.name} className="min-w-0" data-testid="compared-ink">
      <Swatch
        hex={ink.colorHex}
        family={colourFamilyWord(ink.color)}
        seed={ink.id}
        className="w-full"
      />
      <p className="mt-3 text-xs font-semibold tracking-[0.1em] text-muted uppercase">
        {ink.brand}
      </p>
      <h2 className="text-xl leading-tight">
        <Link to={`/ink/${ink.id}`} className="hover:text-primary">
          {ink.name}
        </Link>
      </h2>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {ink.properties.length === 0 ? (
          <span className="text-sm text-muted">
            <Trans>No properties listed</Trans>
          </span>
        ) : (
          ink.properties.map((p) => (
            <Badge key={p} tone="primary">
              {inkPropertyWord(p)}
              {ink.communityProperties?.includes(p) && (
                <span className="font-normal">
                  {' '}
                  <Trans>· voted by members</Trans>
                </span>
              )}
            </Badge>
          ))
        )}
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">
            <Trans>Rating</Trans>
          </dt>
          <dd>{rating === null ? t`Not rated yet` : t`${rating} of 5 (${reviews})`}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted">
            <Trans>Members who own it</Trans>
          </dt>
          <dd className="font-mono">{extras.owners(ink)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <h3 className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
          <Trans>Members' images</Trans>
        </h3>
        {extras.images(ink)}
      </div>
      <AddToCompare ink={ink} className="mt-4" />
    </section>
  );
}

/** "Ku-jaku and Oxblood". */
function PairNames({ first, second }: { first: string; second: string }) {
  return (
    <Trans>
      {first} <span className="text-muted">and</span> {second}
    </Trans>
  );
}

/** How the second ink of a pair differs from the first, in words. */
function PairWords({ pair }: { pair: Pair<Ink> }) {
  const { t } = useLingui();
  if (pair.same) return t`Practically the same colour`;
  const first = pair.a.name;
  const second = pair.b.name;
  const words = pair.words;
  return t`${second} is ${words} than ${first}`;
}

/**
 * /compare?ids=1,2,3 (ADR 024): 2 to 4 inks side by side, with every pair's ΔE2000. Each
 * column shows what the page gives for an ink (`extras`): how many members own it, their images.
 */
export function CompareInks({ extras }: { extras: CompareExtras }) {
  const [params] = useSearchParams();
  const ids = parseCompareIds(params.get('ids'));
  const compared = useQuery(comparedInksOptions(ids));
  const inks = compared.data?.inks ?? [];
  const pending = compared.isPending;
  const missing = compared.data?.missing ?? 0;
  const { t } = useLingui();
  const names = inks.map((i) => i.name).join(', ');
  useHead(
    inks.length > 0 ? t`Compare ${names}` : t`Compare Inks`,
    t`Fountain pen inks side by side: swatches, properties and their CIEDE2000 colour difference.`,
  );
  const vision = useVision();
  const visionWords = useVisionWords();
  const pairs = pairwise(inks, vision);

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-10 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: t`Browse Inks`, to: '/browse' },
          { label: t({ message: 'Compare', context: 'noun' }) },
        ]}
      />
      <h1 className="mt-4 text-[2rem] sm:text-[2.6rem]">
        <Trans>Compare Inks</Trans>
      </h1>
      {ids.length < COMPARE_MIN ? (
        <div className="mt-6 rounded-2xl border border-dashed border-rule px-6 py-10 text-center">
          <p className="font-serif text-xl">
            <Trans>Pick two to four inks to compare</Trans>
          </p>
          <p className="mt-2 text-muted">
            <Trans>
              Use Add to compare on an ink's page or on Browse; the tray at the foot of the screen
              takes you here.
            </Trans>
          </p>
          <Link to="/browse" className={buttonClass('primary', 'md', 'mt-5')}>
            <Trans>Browse Inks</Trans>
          </Link>
        </div>
      ) : pending ? (
        <p role="status" className="mt-6 inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading the inks…</Trans>
        </p>
      ) : (
        <>
          {missing > 0 && (
            <p role="alert" className="mt-4 text-sm text-oxblood">
              {t`${plural(missing, {
                one: 'One ink could not be found and is left out.',
                other: '# inks could not be found and are left out.',
              })}`}
            </p>
          )}
          <div
            className="mt-6 grid gap-6"
            style={{ gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, 13rem), 1fr))` }}
          >
            {inks.map((ink) => (
              <Column key={ink.id} ink={ink} extras={extras} />
            ))}
          </div>
          {pairs.length > 0 && (
            <section aria-labelledby="pairs-heading" className="mt-10">
              <h2 id="pairs-heading" className="text-xl">
                <Trans>Colour differences</Trans>
              </h2>
              <p className="mt-1 text-sm text-muted">
                <Trans>
                  CIEDE2000 between catalogue swatch colours: under 2 virtually the same, 2 to 5
                  very close, 5 to 10 the same family. Swatch colours come from scans and differ
                  with paper, nib and light.
                </Trans>
              </p>
              <VisionSelect className="mt-3" />
              {vision !== 'none' && (
                <p className="mt-2 text-sm" data-testid="looks-alike-summary">
                  <Trans>
                    Also measured as seen with {visionWords[vision]}: pairs under ΔE 3 look alike to
                    you.
                  </Trans>
                </p>
              )}
              <div className="mt-3 overflow-x-auto">
                <table className="w-full text-left text-sm" data-testid="pairs">
                  <thead className="text-muted">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        <Trans>Inks</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        ΔE2000
                      </th>
                      {vision !== 'none' && (
                        <th scope="col" className="py-2 pr-3 font-medium">
                          <Trans>As you see it</Trans>
                        </th>
                      )}
                      <th scope="col" className="py-2 font-medium">
                        <Trans>In words</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {pairs.map((p) => (
                      <tr key={`${p.a.id}-${p.b.id}`} className="border-t border-rule">
                        <th scope="row" className="py-2 pr-3 font-normal">
                          <PairNames first={p.a.name} second={p.b.name} />
                        </th>
                        <td className="py-2 pr-3 font-mono whitespace-nowrap">
                          {formatDeltaE(p.deltaE)}{' '}
                          <span className="font-sans text-muted">({bandWords(p.band)})</span>
                        </td>
                        {p.seen && (
                          <td className="py-2 pr-3 whitespace-nowrap">
                            <span className="font-mono">{formatDeltaE(p.seen.deltaE)}</span>
                            {p.seen.looksAlike && (
                              <span
                                className="ml-2 inline-block rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary"
                                data-testid="looks-alike"
                              >
                                <Trans>Looks alike to you</Trans>
                              </span>
                            )}
                          </td>
                        )}
                        <td className="py-2">
                          <PairWords pair={p} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
