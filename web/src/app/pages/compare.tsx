import { CompareInks } from '#src/features/color/components/compare-inks.tsx';
import { ImagesByPaper } from '#src/features/gallery/components/images-by-paper.tsx';
import { OwnerCount } from '#src/features/inventory/components/collection-stats.tsx';

/**
 * /compare?ids= (ADR 024): the colour feature's comparison, each column with how many members
 * own the ink (the ink-ventory's counts) and their images (the gallery's).
 */
export default function ComparePage() {
  return (
    <CompareInks
      extras={{
        owners: (ink) => <OwnerCount inkId={ink.id} />,
        images: (ink) => <ImagesByPaper ink={ink} />,
      }}
    />
  );
}
