import type { Lab, Palette, PaletteGap } from '@inklore/contract';
import {
  PALETTE_LIMITS,
  PALETTE_REGIONS,
  regionIndexOf,
  regionWords,
} from '@inklore/contract/palette/palette.rules';
import type { Db } from '#src/db/database.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { notFound } from '#src/lib/errors.ts';
import { catalogueVersion } from '#src/shared/ink-records/ink-records.queries.ts';
import { findUserByUsername } from '#src/shared/user-records/user-records.queries.ts';
import { assertMaySeeOwnedInks } from './palette.policy.ts';
import { presentPaletteInk, presentSuggestion } from './palette.present.ts';
import { catalogueColors, inkBriefs, ownedInkColors } from './palette.queries.ts';

/*
 * "My palette" (docs/api.md "A member's palette"): a member's owned inks on a hue–lightness
 * wheel, and the regions of colour (the fixed grid of contract/src/palette/palette.rules.ts)
 * where the catalogue has inks and they own none, each with the catalogue inks nearest its
 * centre.
 */

/** The colour index's answer to "which inks are nearest this colour" (the color feature's). */
export type NearIndex = {
  near(
    target: Lab,
    maxDeltaE: number,
    accept: (ink: { id: number }) => boolean,
    k: number,
  ): { id: number; deltaE: number }[];
};

/** What the palette asks of other features, passed in by app.ts (ADR 042). */
export type PalettePorts = {
  /** The catalogue colours' index (color.service.ts catalogueColorIndex: never the members' consensus). */
  colorIndex: (db: Db) => Promise<NearIndex>;
  /**
   * How many members' sample offers of the ink count now, leaving out anyone either side of
   * a block with the viewer (members feature, samples.queries.ts countValidOffers).
   */
  countOffers: (db: Db, inkId: number, viewerId: number | null) => Promise<number>;
};

/**
 * How far from a region's centre its suggestions are looked for (CIEDE2000), nearest first:
 * within 10 the index reads a thin slice of the catalogue; a region whose inks lie wider (a
 * region spans 30° of hue, 20 to 40 of L* and every chroma from 8) is read again wider.
 */
const SEARCH_RADII = [10, 25, 50] as const;

/** The catalogue by region: each region's live inks, and the ones nearest its centre. */
type Census = {
  counts: number[];
  /** Per region, its PALETTE_LIMITS.inksPerGap inks nearest its centre, nearest first. */
  nearest: { id: number; deltaE: number }[][];
};

/**
 * One census per open database and catalogue version (the version any ink change bumps, as
 * the colour index's). A gap holds no ink the member owns, so what it suggests depends on the
 * catalogue alone: the nearest inks of every region are found once here, not per request.
 */
const censuses = new WeakMap<Db, { version: number; census: Promise<Census> }>();

async function census(db: Db, colorIndex: PalettePorts['colorIndex']): Promise<Census> {
  const version = await catalogueVersion(db);
  const cached = censuses.get(db);
  if (cached?.version === version) return cached.census;
  const made = Promise.all([catalogueColors(db), colorIndex(db)]).then(([rows, index]) => {
    const regionOfInk = new Map<number, number>();
    const counts = PALETTE_REGIONS.map(() => 0);
    const sums = PALETTE_REGIONS.map(() => ({ l: 0, a: 0, b: 0 }));
    for (const r of rows) {
      const i = regionIndexOf({ l: r.lab_l, a: r.lab_a, b: r.lab_b });
      regionOfInk.set(r.id, i);
      counts[i] = (counts[i] ?? 0) + 1;
      const sum = sums[i];
      if (sum) {
        sum.l += r.lab_l;
        sum.a += r.lab_a;
        sum.b += r.lab_b;
      }
    }
    const nearest = sums.map((sum, i) => {
      const n = counts[i] ?? 0;
      if (n === 0) return [];
      // the region's centre: the mean CIELAB of its inks
      const centre = { l: sum.l / n, a: sum.a / n, b: sum.b / n };
      const inRegion = (ink: { id: number }) => regionOfInk.get(ink.id) === i;
      let found: { id: number; deltaE: number }[] = [];
      for (const radius of SEARCH_RADII) {
        found = index.near(centre, radius, inRegion, PALETTE_LIMITS.inksPerGap);
        if (found.length >= Math.min(n, PALETTE_LIMITS.inksPerGap)) break;
      }
      return found;
    });
    return { counts, nearest };
  });
  censuses.set(db, { version, census: made });
  made.catch(() => {
    if (censuses.get(db)?.census === made) censuses.delete(db);
  });
  return made;
}

/**
 * GET /api/users/{username}/palette: the member's owned live inks (the first 1,000 by id for
 * the wheel; all of them decide the gaps), and at most 8 gaps, those with the most catalogue
 * inks first, each with the 3 catalogue inks of the region nearest its centre and how many
 * members offer samples of each. Only for whom may see the member's owned inks
 * (palette.policy.ts); an unknown member is 404 too.
 */
export async function palette(
  db: Db,
  viewer: RequestActor | null,
  username: string,
  ports: PalettePorts,
): Promise<Palette> {
  const member = await findUserByUsername(db, username);
  if (!member) throw notFound('No member has this username.');
  assertMaySeeOwnedInks(viewer, member);

  const [owned, grid] = await Promise.all([
    ownedInkColors(db, member.id),
    census(db, ports.colorIndex),
  ]);
  const ownedIds = new Set(owned.map((r) => r.id));
  const ownedRegions = new Set(
    owned.map((r) => regionIndexOf({ l: r.lab_l, a: r.lab_a, b: r.lab_b })),
  );
  const gapRegions = PALETTE_REGIONS.map((_, i) => i)
    .filter((i) => (grid.counts[i] ?? 0) > 0 && !ownedRegions.has(i))
    .sort((x, y) => (grid.counts[y] ?? 0) - (grid.counts[x] ?? 0) || x - y)
    .slice(0, PALETTE_LIMITS.gaps);

  // (a gap holds no owned ink by its definition; the filter says so where it is read)
  const nearest = gapRegions.map((i) => (grid.nearest[i] ?? []).filter((n) => !ownedIds.has(n.id)));
  const suggested = [...new Set(nearest.flat().map((n) => n.id))];
  const viewerId = viewer?.id ?? null;
  const [briefs, offers] = await Promise.all([
    inkBriefs(db, suggested),
    Promise.all(suggested.map((id) => ports.countOffers(db, id, viewerId))),
  ]);
  const briefOf = new Map(briefs.map((r) => [r.id, r]));
  const offersOf = new Map(suggested.map((id, n) => [id, offers[n] ?? 0]));

  const gaps: PaletteGap[] = gapRegions.map((i, n) => {
    const region = PALETTE_REGIONS[i] ?? { hueFrom: null, hueTo: null, band: 'grey' };
    return {
      region,
      words: regionWords(region),
      catalogueInks: grid.counts[i] ?? 0,
      inks: (nearest[n] ?? []).flatMap((near) => {
        const row = briefOf.get(near.id);
        return row ? [presentSuggestion(row, near.deltaE, offersOf.get(near.id) ?? 0)] : [];
      }),
    };
  });
  return {
    inks: owned.slice(0, PALETTE_LIMITS.wheelInks).map(presentPaletteInk),
    inksTotal: owned.length,
    gaps,
  };
}
