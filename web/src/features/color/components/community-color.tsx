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
import type { CommunityColor } from '@inklore/contract';

type RangeData = NonNullable<CommunityColor['range']>;
type ConsensusData = NonNullable<CommunityColor['consensus']>;

/**
 * The ink's range (ADR 087): from where it ran thin to where it pooled, through its body, as
 * members' swatches measured it; a sheen beside it where members marked one.
 */
function Range({ range, colorHex }: { range: RangeData; colorHex: string }) {
  const { t } = useLingui();
  const light = range.lightHex;
  const dark = range.darkHex;
  const agreement = formatDeltaE(range.agreement);
  return (
    <div className="mt-4" data-testid="ink-range">
      <h3 className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
        <Trans>Range</Trans>
      </h3>
      <div className="mt-2 flex items-stretch gap-3">
        <div
          role="img"
          aria-label={t`From ${light} where it runs thin to ${dark} where it pools`}
          className="h-10 flex-1 rounded-lg shadow-[inset_0_0_0_1px_rgb(60_45_20/0.08)]"
          style={{ background: `linear-gradient(90deg, ${light}, ${colorHex} 50%, ${dark})` }}
        />
        {range.sheenHex && (
          <figure className="shrink-0 text-center text-xs" data-testid="ink-sheen">
            <div
              aria-hidden="true"
              className="h-10 w-12 rounded-lg"
              style={{ background: range.sheenHex }}
            />
            <figcaption className="mt-1 text-muted">
              <Trans>Sheen</Trans>
            </figcaption>
          </figure>
        )}
      </div>
      <p className="mt-1 flex justify-between font-mono text-[0.75rem] text-muted uppercase">
        <span>{light}</span>
        <span>{dark}</span>
      </p>
      <p className="mt-2 text-sm">
        <Trans>
          <Plural value={range.swatches} one="# swatch" other="# swatches" />, {range.calibrated} on
          the swatch card · they agree within <span className="font-mono">ΔE {agreement}</span>{' '}
          (median of every pair).
        </Trans>
      </p>
    </div>
  );
}

/** Which colour the colour answers use, said every time (ADR 087: never silently). */
function Consensus({ consensus }: { consensus: ConsensusData }) {
  const need = consensus.minSwatches;
  const have = consensus.swatches;
  const agreement = consensus.agreement === null ? '' : formatDeltaE(consensus.agreement);
  const most = formatDeltaE(consensus.maxAgreement);
  return (
    <p className="mt-3 rounded-lg bg-paper px-3 py-2 text-sm" data-testid="consensus">
      {consensus.state === 'used' ? (
        <Trans>
          Similar inks and colour search use the members' colour for this ink: {have} trusted
          swatches on the card agree within ΔE {agreement}. The catalogue colour stays as it is.
        </Trans>
      ) : consensus.state === 'disagree' ? (
        <Trans>
          Similar inks and colour search keep the catalogue colour: the {have} trusted swatches on
          the card differ by ΔE {agreement}, more than {most}.
        </Trans>
      ) : (
        <Trans>
          Similar inks and colour search keep the catalogue colour until {need} trusted swatches on
          the card agree ({have} so far).
        </Trans>
      )}
    </p>
  );
}

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
          {query.data.range && <Range range={query.data.range} colorHex={query.data.colorHex} />}
          {query.data.consensus && <Consensus consensus={query.data.consensus} />}
        </>
      )}
      <p className="mt-3 text-xs text-muted">
        <Trans>
          For a measured swatch, print the{' '}
          <a href="/api/swatch-card.pdf" className="link" data-testid="swatch-card-link">
            Inklore swatch card
          </a>{' '}
          at 100%, paint the ink in its middle and photograph it in daylight: its white and greys
          correct the phone's colour.
        </Trans>
      </p>
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
