import type { Palette, PaletteGap, PaletteInk } from '@inklore/contract';
import { labToHex } from '@inklore/contract/color/photo-color.rules';
import {
  HUE_SECTOR_DEGREES,
  HUE_SECTORS,
  LIGHT_FROM,
  MID_FROM,
  NEUTRAL_BANDS,
  NEUTRAL_CHROMA,
  PALETTE_REGIONS,
  lchOf,
  regionIndexOf,
  regionKey,
  type NeutralBand,
  type PaletteRegion,
} from '@inklore/contract/palette/palette.rules';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { isNotFound } from '#src/lib/api-client.ts';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import { formatNumber } from '#src/lib/format.ts';
import { Link } from '#src/lib/router.tsx';
import { usePalette } from '../api/palette.ts';
import { groupWords, regionWordsIn } from '../palette-words.ts';

/*
 * "My palette" (docs/api.md "A member's palette"): a member's owned inks on a hue–lightness
 * wheel, and the regions of colour (the contract's grid, palette.rules.ts) they own none of,
 * each with the catalogue inks nearest its middle and who offers samples of them. On
 * /profile for the member, and on /user/{username} when their owned inks are public
 * (otherwise the server answers 404 and nothing is drawn).
 *
 * The wheel: the angle is the CIE LCh hue angle (0° to the right, counter-clockwise, as the
 * a*, b* plane is drawn: red right, yellow up, green left, blue down); the distance from the
 * centre is lightness, light at the centre and dark at the rim (most inks are dark: the rim
 * has the room). Neutrals (chroma under 8) have no hue: they are a strip under the wheel. The
 * SVG is one image with a summary for screen readers; the same inks are a list of links.
 */

const SIZE = 300;
const CENTRE = SIZE / 2;
/** Where L* 100 and L* 0 sit: the centre keeps a little room so a light ink still shows its hue. */
const INNER = 12;
const RIM = 128;
/**
 * The lines drawn on the paper: the ground is paper in both themes (ink is seen on paper), so
 * they are a dark brown ink of their own, not the theme's text colour.
 */
const GUIDE = 'rgb(60 45 20)';
/** The hue ring around the wheel, for orientation. */
const RING_FROM = 132;
const RING_TO = 143;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const radiusOf = (l: number) => INNER + ((RIM - INNER) * (100 - clamp(l, 0, 100))) / 100;
const round1 = (v: number) => Math.round(v * 10) / 10;

function point(hue: number, r: number): [number, number] {
  const rad = (hue * Math.PI) / 180;
  return [round1(CENTRE + r * Math.cos(rad)), round1(CENTRE - r * Math.sin(rad))];
}

/** An annular sector from hue `from` to `to` (counter-clockwise on screen), radii `r0` to `r1`. */
function sectorPath(from: number, to: number, r0: number, r1: number): string {
  const [ax, ay] = point(from, r1);
  const [bx, by] = point(to, r1);
  const [cx, cy] = point(to, r0);
  const [dx, dy] = point(from, r0);
  return `M${ax} ${ay}A${r1} ${r1} 0 0 0 ${bx} ${by}L${cx} ${cy}A${r0} ${r0} 0 0 1 ${dx} ${dy}Z`;
}

/** The radii a lightness band spans on the wheel. */
function bandRadii(band: PaletteRegion['band']): [number, number] {
  if (band === 'light') return [INNER, radiusOf(LIGHT_FROM)];
  if (band === 'mid') return [radiusOf(LIGHT_FROM), radiusOf(MID_FROM)];
  return [radiusOf(MID_FROM), RIM];
}

/** The hue ring's colours: 36 steps at a middling lightness and chroma. */
const RING = Array.from({ length: 36 }, (_, i) => {
  const h = ((i * 10 + 5) * Math.PI) / 180;
  return { from: i * 10, hex: labToHex({ l: 62, a: 38 * Math.cos(h), b: 38 * Math.sin(h) }) };
});

const isNeutral = (ink: PaletteInk) => lchOf(ink).c < NEUTRAL_CHROMA;

/** The group an ink counts in for the summary: its hue sector (0 to 11), or black or grey. */
function groupOf(ink: PaletteInk): number | NeutralBand {
  const i = regionIndexOf(ink);
  return i < HUE_SECTORS * 3 ? Math.floor(i / 3) : (NEUTRAL_BANDS[i - HUE_SECTORS * 3] ?? 'grey');
}

/** "12 inks, most in blues and greens." (from the inks drawn; `total` counts them all). */
export function paletteSummary(inks: readonly PaletteInk[], total: number): string {
  const counts = new Map<number | NeutralBand, number>();
  for (const ink of inks) {
    const g = groupOf(ink);
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  const [first, second] = [...counts].sort((x, y) => y[1] - x[1]).map(([g]) => groupWords(g));
  if (total === 0 || first === undefined) return t`No owned inks yet.`;
  if (total === 1) return t`One ink, in ${first}.`;
  if (second === undefined)
    return t`${plural(total, { one: '# ink', other: '# inks' })}, all in ${first}.`;
  return t`${plural(total, { one: '# ink', other: '# inks' })}, most in ${first} and ${second}.`;
}

/**
 * A member's palette: `own` on their own page (a skeleton while it loads, an error said);
 * on someone else's profile nothing until it arrives, and nothing when it is private.
 */
export default function InkPalette({
  username,
  name,
  own = false,
}: {
  username: string;
  /** The member's name as the page writes it. */
  name: string;
  own?: boolean;
}) {
  const query = usePalette(username);
  const title = own ? t`My palette` : t`Colour wheel`;
  const id = own ? 'my-palette' : 'colour-wheel';
  if (query.isPending) {
    if (!own) return null;
    return (
      <Card title={title} id={id}>
        <div
          aria-hidden="true"
          className="mx-auto aspect-square w-full max-w-[20rem] rounded-full bg-skeleton motion-safe:animate-pulse"
        />
      </Card>
    );
  }
  if (query.isError) {
    if (!own && isNotFound(query.error)) return null;
    return (
      <Card title={title} id={id}>
        <SectionError
          what={t`The palette`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  return (
    <Card title={title} id={id}>
      <PaletteBody palette={query.data} name={name} own={own} />
    </Card>
  );
}

function PaletteBody({ palette, name, own }: { palette: Palette; name: string; own: boolean }) {
  const summary = paletteSummary(palette.inks, palette.inksTotal);
  const shown = palette.inks.length;
  const total = palette.inksTotal;
  const shownCount = formatNumber(shown);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <figure className="m-0 min-w-0">
        <p className="mb-4 text-sm text-muted">
          {own
            ? t`The inks you own by hue, around the wheel, and lightness: light at the centre, dark at the rim.`
            : t`The inks ${name} owns by hue, around the wheel, and lightness: light at the centre, dark at the rim.`}
        </p>
        <Wheel inks={palette.inks} gaps={palette.gaps} label={summary} />
        <NeutralStrip inks={palette.inks.filter(isNeutral)} />
        <figcaption className="mt-3 text-sm text-muted">
          {summary}
          {shown < total && <> {t`The wheel shows ${shownCount} of them.`}</>}
          {palette.gaps.some((g) => g.region.hueFrom !== null) && (
            <>
              {' '}
              <Trans>The hatched regions are the gaps listed here.</Trans>
            </>
          )}
        </figcaption>
        {shown > 0 && <InkList inks={palette.inks} />}
      </figure>
      <Gaps gaps={palette.gaps} name={name} own={own} />
    </div>
  );
}

function Wheel({
  inks,
  gaps,
  label,
}: {
  inks: readonly PaletteInk[];
  gaps: readonly PaletteGap[];
  label: string;
}) {
  const hatch = `palette-hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const chromatic = inks.filter((ink) => !isNeutral(ink));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      data-testid="palette-wheel"
      className="mx-auto block w-full max-w-[20rem]"
    >
      <defs>
        <pattern
          id={hatch}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="6" stroke={GUIDE} strokeOpacity="0.28" />
        </pattern>
      </defs>
      {RING.map((seg) => (
        <path
          key={seg.from}
          d={sectorPath(seg.from, seg.from + 10, RING_FROM, RING_TO)}
          fill={seg.hex}
        />
      ))}
      <circle cx={CENTRE} cy={CENTRE} r={RIM} fill="var(--paper)" stroke="var(--rule)" />
      {[radiusOf(LIGHT_FROM), radiusOf(MID_FROM)].map((r) => (
        <circle
          key={r}
          cx={CENTRE}
          cy={CENTRE}
          r={r}
          fill="none"
          stroke={GUIDE}
          strokeOpacity="0.18"
          strokeDasharray="3 4"
        />
      ))}
      {Array.from({ length: HUE_SECTORS }, (_, s) => {
        const [x1, y1] = point(s * HUE_SECTOR_DEGREES, INNER);
        const [x2, y2] = point(s * HUE_SECTOR_DEGREES, RIM);
        return <line key={s} x1={x1} y1={y1} x2={x2} y2={y2} stroke={GUIDE} strokeOpacity="0.1" />;
      })}
      {gaps.map(({ region }) => {
        if (region.hueFrom === null || region.hueTo === null) return null;
        const [r0, r1] = bandRadii(region.band);
        return (
          <path
            key={regionKey(region)}
            data-gap={regionKey(region)}
            d={sectorPath(region.hueFrom, region.hueTo, r0, r1)}
            fill={`url(#${hatch})`}
            stroke={GUIDE}
            strokeOpacity="0.35"
            strokeDasharray="2 3"
          />
        );
      })}
      {chromatic.map((ink) => {
        const { l, h } = lchOf(ink);
        const [cx, cy] = point(h, radiusOf(l));
        return (
          <circle
            key={ink.id}
            data-ink={ink.id}
            cx={cx}
            cy={cy}
            r="4.5"
            fill={ink.hex}
            stroke={GUIDE}
            strokeOpacity="0.4"
            strokeWidth="0.75"
          >
            <title>{`${ink.name} · ${ink.brand}`}</title>
          </circle>
        );
      })}
    </svg>
  );
}

/** The neutrals, light to dark, as a strip of swabs (the list says the same in words). */
function NeutralStrip({ inks }: { inks: readonly PaletteInk[] }) {
  if (inks.length === 0) return null;
  const sorted = [...inks].sort((x, y) => y.l - x.l || x.id - y.id);
  const count = inks.length;
  return (
    <div className="mt-4">
      <p className="text-xs text-muted">
        {t`Blacks and greys: ${plural(count, { one: '# ink', other: '# inks' })}`}
      </p>
      <div
        aria-hidden="true"
        data-testid="palette-neutrals"
        className="swab-ground mt-1.5 flex flex-wrap gap-0.5 rounded-xl p-2"
      >
        {sorted.map((ink) => (
          <Swab key={ink.id} hex={ink.hex} seed={ink.id} className="h-7 w-5" />
        ))}
      </div>
    </div>
  );
}

/** The wheel's inks as links, grouped by region in the grid's order. */
function InkList({ inks }: { inks: readonly PaletteInk[] }) {
  const byRegion = new Map<number, PaletteInk[]>();
  for (const ink of inks) {
    const i = regionIndexOf(ink);
    byRegion.set(i, [...(byRegion.get(i) ?? []), ink]);
  }
  const groups = [...byRegion].sort((x, y) => x[0] - y[0]);
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-primary hover:underline">
        <Trans>The inks as a list, by colour</Trans>
      </summary>
      <ul className="mt-3 flex flex-col gap-3">
        {groups.map(([index, list]) => {
          const region = PALETTE_REGIONS[index];
          if (!region) return null;
          const words = regionWordsIn(region);
          const count = list.length;
          return (
            <li key={index}>
              <p className="font-medium first-letter:uppercase">
                {words}{' '}
                <span className="font-normal text-muted">
                  ({t`${plural(count, { one: '# ink', other: '# inks' })}`})
                </span>
              </p>
              <ul className="mt-1 flex flex-col gap-1">
                {list.map((ink) => (
                  <li key={ink.id} className="flex min-w-0 items-center gap-2">
                    <Swab hex={ink.hex} seed={ink.id} className="h-5 w-7 shrink-0" />
                    <span className="min-w-0 break-words">
                      <Link to={`/ink/${ink.id}`} className="link">
                        {ink.name}
                      </Link>{' '}
                      <span className="text-muted">· {ink.brand}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function Gaps({ gaps, name, own }: { gaps: readonly PaletteGap[]; name: string; own: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-lg">
        {own ? t`Colours you own none of` : t`Colours ${name} owns none of`}
      </h3>
      {gaps.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {own
            ? t`You own an ink in every region of colour the catalogue has.`
            : t`${name} owns an ink in every region of colour the catalogue has.`}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              The regions where the catalogue has the most inks, with the three nearest the middle
              of each.
            </Trans>
          </p>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2">
            {gaps.map((gap) => (
              <GapItem key={regionKey(gap.region)} gap={gap} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function GapItem({ gap }: { gap: PaletteGap }) {
  const words = regionWordsIn(gap.region);
  const inCatalogue = gap.catalogueInks;
  return (
    <li className="rounded-xl border border-rule bg-page p-3" data-testid="palette-gap">
      <h4 className="font-medium first-letter:uppercase">{words}</h4>
      <p className="text-xs text-muted">
        {t`${plural(inCatalogue, { one: '# ink in the catalogue', other: '# inks in the catalogue' })}`}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {gap.inks.map((ink) => {
          const count = ink.offers;
          return (
            <li key={ink.id} className="flex min-w-0 items-start gap-2.5">
              <Swab hex={ink.colorHex} seed={ink.id} className="mt-0.5 h-8 w-10 shrink-0" />
              <span className="flex min-w-0 flex-col text-sm">
                <Link to={`/ink/${ink.id}`} className="link font-medium break-words">
                  {ink.name}
                </Link>
                <span className="text-muted">
                  {ink.brand} · {colourFamilyWord(ink.color)}
                </span>
                {count > 0 && (
                  <Link to={`/ink/${ink.id}#samples`} className="link text-xs">
                    {t`${plural(count, { one: '# member offers samples', other: '# members offer samples' })}`}
                  </Link>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
