import type { Ink } from '@inklore/contract';
import { lazy, Suspense } from 'react';
import { InkCard, InkCardSkeleton } from './ink-card.tsx';

/** Spec §9: the grid virtualises once more than 20 inks are loaded. */
export const VIRTUALIZE_ABOVE = 20;
export const GRID_GAP = 16;
/** While the virtualiser's code loads, a screenful of cards stands in. */
const FALLBACK_CARDS = 15;

/** Columns by the grid's own width: 2 on phones, 3 on tablets, 4-5 on desktops. */
export function columnsFor(width: number): number {
  if (width < 560) return 2;
  if (width < 800) return 3;
  if (width < 1040) return 4;
  return 5;
}

// The same breakpoints as columnsFor, as container queries, for grids drawn without JS sizes.
const CSS_GRID =
  'grid grid-cols-2 gap-4 @min-[560px]:grid-cols-3 @min-[800px]:grid-cols-4 @min-[1040px]:grid-cols-5';

export function SimpleInkGrid({ inks }: { inks: readonly Ink[] }) {
  return (
    <div className="@container">
      <ul className={CSS_GRID} data-testid="ink-grid" data-virtual="false">
        {inks.map((ink) => (
          <li key={ink.id}>
            <InkCard ink={ink} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function InkGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className="@container" aria-hidden="true">
      <div className={CSS_GRID}>
        {Array.from({ length: count }, (_, i) => (
          <InkCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

const loadVirtualGrid = () => import('./virtual-ink-grid.tsx');
const VirtualInkGrid = lazy(loadVirtualGrid);

/** Starts fetching the virtualised grid's code (a browse page will want it soon). */
export function preloadVirtualGrid(): void {
  void loadVirtualGrid().catch(() => undefined);
}

export function InkGrid({ inks }: { inks: readonly Ink[] }) {
  if (inks.length <= VIRTUALIZE_ABOVE) return <SimpleInkGrid inks={inks} />;
  // until the virtualiser's code arrives, the first page shows as a plain grid of the same shape
  return (
    <Suspense fallback={<SimpleInkGrid inks={inks.slice(0, FALLBACK_CARDS)} />}>
      <VirtualInkGrid inks={inks} />
    </Suspense>
  );
}
