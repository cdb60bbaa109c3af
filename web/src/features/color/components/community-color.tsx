import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { communityColorOptions } from '../api/color.ts';
import { formatDeltaE } from '../bands.ts';
import { deltaEWords } from '#src/lib/color-words.ts';
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
  const { t } = useLingui();
  return (
    <Card title={t`Community Colour`} id="community-color">
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading the community colour…</Trans>
        </p>
      ) : query.isError ? (
        <SectionError what={t`The community colour`} onRetry={() => void query.refetch()} />
      ) : query.data.colorHex === null ? (
        <div className="flex gap-4">
          <Chip hex={ink.colorHex} label={t`Catalogue`} seed={ink.id} />
          <p className="flex-1 self-center text-sm text-muted">
            <Trans>
              No swatch photos yet. Share a photo of a swatch (category Swatch) in Community Images
              and its colour will show here beside the catalogue's.
            </Trans>
          </p>
        </div>
      ) : (
        <>
          <div className="flex gap-4">
            <Chip hex={ink.colorHex} label={t`Catalogue`} seed={ink.id} />
            <Chip hex={query.data.colorHex} label={t`Members' photos`} seed={ink.id + 1} />
          </div>
          <p className="mt-3 text-sm" data-testid="community-color-summary">
            <Summary photos={query.data.photos} deltaE={query.data.deltaE} />
          </p>
          <p className="mt-1 text-xs text-muted">
            <Trans>
              The median of members' swatch photos, read with the paper as white. It never replaces
              the catalogue colour.
            </Trans>
          </p>
        </>
      )}
    </Card>
  );
}

/** "From 3 swatch photos · ΔE 1.2 from the catalogue (virtually the same)." */
function Summary({ photos, deltaE }: { photos: number; deltaE: number | null }) {
  if (deltaE === null)
    return (
      <Trans>
        From <Plural value={photos} one="# swatch photo" other="# swatch photos" />.
      </Trans>
    );
  const difference = formatDeltaE(deltaE);
  const band = deltaEWords(deltaE);
  return (
    <Trans>
      From <Plural value={photos} one="# swatch photo" other="# swatch photos" /> ·{' '}
      <span className="font-mono">ΔE {difference}</span> from the catalogue ({band}).
    </Trans>
  );
}
