import type { Ink, SearchMarks } from '@inklore/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  CARD_BORDER,
  CARD_PAD,
  CARD_TEXT_HEIGHT,
  cardHeight,
  InkCard,
  InkCardSkeleton,
  SWATCH_RATIO,
  type InkCardAction,
} from './ink-card.tsx';

/** An ink as the grid shows it; deltaE with a colour search, marks with a text search. */
type GridInk = Ink & { deltaE?: number; marks?: SearchMarks };

type GridProps = {
  inks: readonly GridInk[];
  /** A button over each card's swatch (browse's Add to compare). */
  action?: InkCardAction | undefined;
  /** Marks what the text search matched on each card (the inks' `marks`). */
  marked?: boolean;
};

/** Spec §9: the grid virtualises once more than 20 inks are loaded. */
export const VIRTUALIZE_ABOVE = 20;
export const GRID_GAP = 16;

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

export function SimpleInkGrid({ inks, action, marked = false }: GridProps) {
  return (
    <div className="@container">
      <ul className={CSS_GRID} data-testid="ink-grid" data-virtual="false">
        {inks.map((ink) => (
          <li key={ink.id}>
            <InkCard ink={ink} action={action} marks={marked ? ink.marks : undefined} />
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

/** The cards drawn before the grid is measured: two rows of five, five rows of two on a phone. */
const FIRST_DRAWN = 10;

/** Rows drawn beyond the screen's edge on either side, so a quick scroll never shows a gap. */
const OVERSCAN_ROWS = 2;

type Box = { width: number; top: number };
type Span = { first: number; last: number };

/**
 * The rows [first, last] that meet the window's visible band (plus the overscan), for a grid
 * whose first row starts at `top` (page coordinates) and whose rows are `rowHeight` apart.
 * Pure, so the arithmetic is tested on its own.
 */
export function visibleRows(
  scrollY: number,
  viewportHeight: number,
  top: number,
  rowHeight: number,
  rows: number,
  overscan = OVERSCAN_ROWS,
): Span {
  if (rows <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const from = Math.floor((scrollY - top) / rowHeight) - overscan;
  const to = Math.floor((scrollY + viewportHeight - top) / rowHeight) + overscan;
  const first = Math.min(Math.max(0, from), rows - 1);
  const last = Math.max(first, Math.min(rows - 1, to));
  return { first, last };
}

/**
 * The virtualised grid (spec §9: above 20 loaded inks). Every row has the same height (a
 * card's height follows from its width), so the rows on screen follow from the scroll position
 * alone: only those are in the page, and the grid keeps the full height so the scroll bar is
 * true. Written here rather than taken from a library: it is a few lines, and the page loads
 * ten kilobytes less.
 */
function VirtualInkGrid({ inks, action, marked = false }: GridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [view, setView] = useState({ scrollY: 0, height: 0 });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = (): Box => {
      const rect = el.getBoundingClientRect();
      return {
        width: Math.round(rect.width * 100) / 100,
        top: Math.round(rect.top + window.scrollY),
      };
    };
    const apply = (next: Box) =>
      setBox((prev) => (prev && prev.width === next.width && prev.top === next.top ? prev : next));
    // Measured at once, in this layout effect: the grid has its full height before the browser
    // paints or checks the scroll sentinel below it (a short grid for one frame would make the
    // sentinel ask for the next page too early).
    apply(read());
    // applied before the browser paints, so the grid never flashes at the wrong size
    const observer = new ResizeObserver(() => flushSync(() => apply(read())));
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((prev) =>
        prev.scrollY === window.scrollY && prev.height === window.innerHeight
          ? prev
          : { scrollY: window.scrollY, height: window.innerHeight },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const width = box?.width ?? 0;
  const cols = columnsFor(width);
  const rows = Math.ceil(inks.length / cols);
  const cardWidth = (width - GRID_GAP * (cols - 1)) / cols;
  const rowHeight = cardHeight(cardWidth) + GRID_GAP;
  const span = box
    ? visibleRows(view.scrollY, view.height, box.top, rowHeight, rows)
    : { first: 0, last: -1 };
  const drawn: number[] = [];
  for (let r = span.first; r <= span.last; r++) drawn.push(r);
  const item = (ink: GridInk) => (
    <div role="listitem" key={ink.id}>
      <InkCard ink={ink} action={action} marks={marked ? ink.marks : undefined} />
    </div>
  );

  return (
    <div
      ref={ref}
      role="list"
      data-testid="ink-grid"
      data-virtual="true"
      className="relative"
      style={box ? { height: Math.max(0, rows * rowHeight - GRID_GAP) } : undefined}
    >
      {box ? (
        drawn.map((row) => (
          <div
            key={row}
            role="none"
            className="absolute top-0 left-0 grid w-full"
            style={{
              transform: `translateY(${row * rowHeight}px)`,
              gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
              gap: GRID_GAP,
            }}
          >
            {inks.slice(row * cols, row * cols + cols).map(item)}
          </div>
        ))
      ) : (
        // before it is measured (drawn by the server, and the first render that hydrates it):
        // the first cards in the CSS grid of the same breakpoints, so the page's largest
        // drawing is there at the first paint, not a skeleton waiting for the app
        <div role="none" className="@container">
          <div role="none" className={CSS_GRID}>
            {inks.slice(0, FIRST_DRAWN).map(item)}
            {inks.slice(FIRST_DRAWN).map((ink) => (
              // the other cards' room, empty, so the page has its full height from the first
              // paint (the footer below is far, as it will be: its code waits, nothing moves)
              <div
                key={ink.id}
                role="none"
                aria-hidden="true"
                style={{ padding: CARD_PAD, borderWidth: CARD_BORDER }}
                className="border-transparent"
              >
                <div style={{ aspectRatio: `1 / ${SWATCH_RATIO}` }} />
                <div style={{ height: CARD_TEXT_HEIGHT }} />
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

export function InkGrid(props: GridProps) {
  if (props.inks.length <= VIRTUALIZE_ABOVE) return <SimpleInkGrid {...props} />;
  return <VirtualInkGrid {...props} />;
}
