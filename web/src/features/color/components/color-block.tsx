import { CommunityColorCard } from './community-color.tsx';
import { SimilarInks, type ColorInk } from './similar-inks.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { CompareTray } from './compare-tray.tsx';
import { PropertyVotesCard } from './property-votes.tsx';

/**
 * The ink page's further per-ink block (spec §2, ADR 024): similar inks, the community colour
 * and the crowd's votes on its properties. Loaded on its own, after the ink.
 */
export default function ColorBlock({
  ink,
}: {
  ink: ColorInk & { communityProperties?: readonly string[] };
}) {
  const qc = useQueryClient();
  // a vote may grant or take back a facet: the ink (queried as ['inks', 'detail', id]) is asked again
  const inkChanged = () => void qc.invalidateQueries({ queryKey: ['inks', 'detail', ink.id] });
  return (
    <div className="space-y-6">
      <SimilarInks ink={ink} />
      <PropertyVotesCard
        inkId={ink.id}
        granted={ink.communityProperties ?? []}
        onInkChanged={inkChanged}
      />
      <CommunityColorCard ink={ink} />
      <CompareTray />
    </div>
  );
}
