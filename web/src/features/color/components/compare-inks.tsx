import type { Ink } from '@inklore/contract';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { Swatch } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatNumber } from '#src/lib/format.ts';
import { useHead } from '#src/lib/head.ts';
import { comparedInksOptions } from '../api/color.ts';
import { formatDeltaE } from '../bands.ts';
import { COMPARE_MIN } from '../compare-store.ts';
import { parseCompareIds } from '../compare-ids.ts';
import { pairwise } from '../compare.ts';
import { AddToCompare } from './add-to-compare.tsx';

/** What a column shows beside the colour feature's own facts (the page gives them). */
export type CompareExtras = {
  /** How many members own the ink. */
  owners: (ink: Ink) => ReactNode;
  /** The members' images of the ink. */
  images: (ink: Ink) => ReactNode;
};

function Column({ ink, extras }: { ink: Ink; extras: CompareExtras }) {
  return (
    <section aria-label={ink.name} className="min-w-0" data-testid="compared-ink">
      <Swatch hex={ink.colorHex} family={ink.color} seed={ink.id} className="w-full" />
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
          <span className="text-sm text-muted">No properties listed</span>
        ) : (
          ink.properties.map((p) => (
            <Badge key={p} tone="primary">
              {p}
              {ink.communityProperties?.includes(p) && (
                <span className="font-normal"> · voted by members</span>
              )}
            </Badge>
          ))
        )}
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">Rating</dt>
          <dd>
            {ink.averageRating === null
              ? 'Not rated yet'
              : `${ink.averageRating.toFixed(1)} of 5 (${formatNumber(ink.reviewCount)})`}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted">Members who own it</dt>
          <dd className="font-mono">{extras.owners(ink)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <h3 className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
          Members' images
        </h3>
        {extras.images(ink)}
      </div>
      <AddToCompare ink={ink} className="mt-4" />
    </section>
  );
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
  useHead(
    inks.length > 0 ? `Compare ${inks.map((i) => i.name).join(', ')}` : 'Compare Inks',
    'Fountain pen inks side by side: swatches, properties and their CIEDE2000 colour difference.',
  );
  const pairs = pairwise(inks);

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-10 sm:px-6">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Browse Inks', to: '/browse' },
          { label: 'Compare' },
        ]}
      />
      <h1 className="mt-4 text-[2rem] sm:text-[2.6rem]">Compare Inks</h1>
      {ids.length < COMPARE_MIN ? (
        <div className="mt-6 rounded-2xl border border-dashed border-rule px-6 py-10 text-center">
          <p className="font-serif text-xl">Pick two to four inks to compare</p>
          <p className="mt-2 text-muted">
            Use Add to compare on an ink's page or on Browse; the tray at the foot of the screen
            takes you here.
          </p>
          <Link to="/browse" className={buttonClass('primary', 'md', 'mt-5')}>
            Browse Inks
          </Link>
        </div>
      ) : pending ? (
        <p role="status" className="mt-6 inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> Loading the inks…
        </p>
      ) : (
        <>
          {missing > 0 && (
            <p role="alert" className="mt-4 text-sm text-oxblood">
              {missing === 1 ? 'One ink' : `${missing} inks`} could not be found and{' '}
              {missing === 1 ? 'is' : 'are'} left out.
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
                Colour differences
              </h2>
              <p className="mt-1 text-sm text-muted">
                CIEDE2000 between catalogue swatch colours: under 2 virtually the same, 2 to 5 very
                close, 5 to 10 the same family. Swatch colours come from scans and differ with
                paper, nib and light.
              </p>
              <div className="mt-3 overflow-x-auto">
                <table className="w-full text-left text-sm" data-testid="pairs">
                  <thead className="text-muted">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Inks
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        ΔE2000
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        In words
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {pairs.map((p) => (
                      <tr key={`${p.a.id}-${p.b.id}`} className="border-t border-rule">
                        <th scope="row" className="py-2 pr-3 font-normal">
                          {p.a.name} <span className="text-muted">and</span> {p.b.name}
                        </th>
                        <td className="py-2 pr-3 font-mono whitespace-nowrap">
                          {formatDeltaE(p.deltaE)}{' '}
                          <span className="font-sans text-muted">({p.band})</span>
                        </td>
                        <td className="py-2">
                          {p.words === 'practically the same colour'
                            ? 'Practically the same colour'
                            : `${p.b.name} is ${p.words} than ${p.a.name}`}
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
