import type { Ink } from '@inklore/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cardHeight, InkCard } from './ink-card.tsx';
import { columnsFor, GRID_GAP, InkGridSkeleton } from './ink-grid.tsx';

/**
 * The virtualised grid (spec §9: above 20 loaded inks). Its code, with the virtualiser,
 * loads only when a list first grows past 20.
 */
type Box = { width: number; top: number };

/** Only the rows near the viewport are in the page; the rest is empty height. */
export default function VirtualInkGrid({ inks }: { inks: readonly Ink[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const rect = el.getBoundingClientRect();
      const next = {
        width: Math.round(rect.width * 100) / 100,
        top: Math.round(rect.top + window.scrollY),
      };
      // applied before the browser paints, so the grid never flashes at the wrong size
      flushSync(() =>
        setBox((prev) =>
          prev && prev.width === next.width && prev.top === next.top ? prev : next,
        ),
      );
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const width = box?.width ?? 0;
  const cols = columnsFor(width);
  const rows = Math.ceil(inks.length / cols);
  const cardWidth = (width - GRID_GAP * (cols - 1)) / cols;
  const rowHeight = cardHeight(cardWidth) + GRID_GAP;

  const virtualizer = useWindowVirtualizer({
    count: box ? rows : 0,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: box?.top ?? 0,
  });

  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, cols]);

  return (
    <div
      ref={ref}
      role="list"
      data-testid="ink-grid"
      data-virtual="true"
      className="relative"
      style={box ? { height: Math.max(0, virtualizer.getTotalSize() - GRID_GAP) } : undefined}
    >
      {box ? (
        virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="none"
            className="absolute top-0 left-0 grid w-full"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
              gap: GRID_GAP,
            }}
          >
            {inks.slice(row.index * cols, row.index * cols + cols).map((ink) => (
              <div role="listitem" key={ink.id}>
                <InkCard ink={ink} />
              </div>
            ))}
          </div>
        ))
      ) : (
        <InkGridSkeleton count={Math.min(inks.length, 10)} />
      )}
    </div>
  );
}
