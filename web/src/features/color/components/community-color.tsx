import { deltaEBand } from '@inklore/contract/color/color.rules';
import { useQuery } from '@tanstack/react-query';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { plural } from '#src/lib/format.ts';
import { communityColorOptions } from '../api/color.ts';
import { formatDeltaE } from '../bands.ts';
import type { ColorInk } from './similar-inks.tsx';

function Chip({ hex, label, seed }: { hex: string; label: string; seed: number }) {
  return (
    <figure className="min-w-0 flex-1">
      <div className="swab-ground grid aspect-[4/3] place-items-center rounded-xl p-[12%]">
        <Swab hex={hex} seed={seed} className="size-full" />
      </div>
      <figcaption className="mt-1.5 text-sm">
        <span className="block text-muted">{label}</span>
        <span className="font-mono text-[0.8rem] uppercase">{hex}</span>
      </figcaption>
    </figure>
  );
}

/** The community colour (the median of members' swatch photos) beside the catalogue colour. */
export function CommunityColorCard({ ink }: { ink: ColorInk }) {
  const query = useQuery(communityColorOptions(ink.id));
  return (
    <Card title="Community Colour" id="community-color">
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> Loading the community colour…
        </p>
      ) : query.isError ? (
        <SectionError what="The community colour" onRetry={() => void query.refetch()} />
      ) : query.data.colorHex === null ? (
        <div className="flex gap-4">
          <Chip hex={ink.colorHex} label="Catalogue" seed={ink.id} />
          <p className="flex-1 self-center text-sm text-muted">
            No swatch photos yet. Share a photo of a swatch (category Swatch) in Community Images
            and its colour will show here beside the catalogue's.
          </p>
        </div>
      ) : (
        <>
          <div className="flex gap-4">
            <Chip hex={ink.colorHex} label="Catalogue" seed={ink.id} />
            <Chip hex={query.data.colorHex} label="Members' photos" seed={ink.id + 1} />
          </div>
          <p className="mt-3 text-sm" data-testid="community-color-summary">
            From {query.data.photos} swatch {plural(query.data.photos, 'photo', 'photos')}
            {query.data.deltaE !== null && (
              <>
                {' '}
                · <span className="font-mono">ΔE {formatDeltaE(query.data.deltaE)}</span> from the
                catalogue ({deltaEBand(query.data.deltaE)})
              </>
            )}
            .
          </p>
          <p className="mt-1 text-xs text-muted">
            The median of members' swatch photos, read with the paper as white. It never replaces
            the catalogue colour.
          </p>
        </>
      )}
    </Card>
  );
}
