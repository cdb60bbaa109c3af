import { CommunityColourCard } from './community-colour.tsx';
import { SimilarInks, type ColourInk } from './similar-inks.tsx';
import { CompareTray } from './compare-tray.tsx';

/**
 * The ink page's further per-ink block (spec §2, issue 14): similar inks, the community colour
 * and the crowd's votes on its properties. Loaded on its own, after the ink.
 */
export default function ColourBlock({ ink }: { ink: ColourInk }) {
  return (
    <div className="space-y-6">
      <SimilarInks ink={ink} />
      <CommunityColourCard ink={ink} />
      <CompareTray />
    </div>
  );
}
