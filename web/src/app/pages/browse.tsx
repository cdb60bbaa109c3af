import { AddToCompare } from '#src/features/color/components/add-to-compare.tsx';
import { CompareTrayHost } from '#src/features/color/components/compare-tray-host.tsx';
import { BrowseInks } from '#src/features/inks/components/browse-inks.tsx';

// The parts browse draws for some addresses only, loaded first where the HTML may hold them
// (pages.ts).
/** @public what the page table asks of a page module (page-table.ts): read by name, not imported */
export { mayHoldParts, preload } from '#src/features/inks/components/browse-inks.tsx';

/** /browse: the inks feature's list, each card with the colour feature's Add to compare and tray. */
export default function BrowsePage() {
  return (
    <BrowseInks
      cardAction={(ink, className) => <AddToCompare ink={ink} compact className={className} />}
      tray={<CompareTrayHost />}
    />
  );
}
