import {
  hexToLab,
  SIMILAR_MAX_DELTA_E,
  NEAR_MAX_DELTA_E,
  NEAR_MAX_RESULTS,
  CONSENSUS,
  LOOK_ALIKE_DELTA_E,
  inkRange,
  simulateLab,
  type InkProperty,
  type CommunityColor,
  type InkWithDistance,
  type Vision,
  deltaE2000,
  labToHex,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { notFound } from '#src/lib/errors.ts';
import { presentInk } from '#src/shared/ink-records/ink-records.present.ts';
import {
  catalogueVersion,
  inksByIds,
  submitterNames,
} from '#src/shared/ink-records/ink-records.queries.ts';
import { facetPredicate } from '#src/shared/ink-records/facets.ts';
import {
  consensusOfGroups,
  swatchReadings,
} from '#src/shared/swatch-readings/swatch-readings.queries.ts';
import { labRows } from './color.queries.ts';
import { ColorIndex, type IndexedInk, type Near } from './color-index.ts';

type Indexes = {
  plain: ColorIndex;
  /** The catalogue's colours only (the palette's), built on first use when they differ. */
  catalogue?: ColorIndex;
  /** ADR 087: the same inks as a reader with that vision sees them, built on first use. */
  visions: Map<Exclude<Vision, 'none'>, ColorIndex>;
};

/**
 * One Lab index per open database and catalogue version in this process: rebuilt at the
 * first colour query after any change to an ink (the version the database bumps), whoever
 * made it. An ink's colour in it is its consensus colour where its members' calibrated
 * swatches agree (ADR 087; `members` says so), its catalogue colour otherwise.
 */
const cache = new WeakMap<Db, { version: number; index: Promise<Indexes> }>();

async function indexes(db: Db): Promise<Indexes> {
  const version = await catalogueVersion(db);
  const cached = cache.get(db);
  if (cached?.version === version) return cached.index;
  const index = labRows(db).then((rows) => ({
    plain: new ColorIndex(
      rows.map((r) => {
        const members = r.consensus_l !== null && r.consensus_a !== null && r.consensus_b !== null;
        return {
          id: r.id,
          l: members ? (r.consensus_l ?? 0) : r.lab_l,
          a: members ? (r.consensus_a ?? 0) : r.lab_a,
          b: members ? (r.consensus_b ?? 0) : r.lab_b,
          brandNorm: r.brand_norm,
          colorFamily: r.color_family,
          mask: r.property_mask,
          members,
        };
      }),
    ),
    visions: new Map(),
  }));
  cache.set(db, { version, index });
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db);
  });
  return index;
}

export async function colorIndex(db: Db): Promise<ColorIndex> {
  return (await indexes(db)).plain;
}

/**
 * The index of the catalogue's own colours, never the members' consensus: what the palette
 * places inks by (docs/api.md "A member's palette"). The colour index itself while no ink
 * has a consensus.
 */
export async function catalogueColorIndex(db: Db): Promise<ColorIndex> {
  const all = await indexes(db);
  if (all.catalogue) return all.catalogue;
  const plain = all.plain.inks();
  if (!plain.some((ink) => ink.members)) return all.plain;
  const rows = new Map((await labRows(db)).map((r) => [r.id, r]));
  all.catalogue = new ColorIndex(
    plain.map((ink) => {
      const row = rows.get(ink.id);
      return row ? { ...ink, l: row.lab_l, a: row.lab_a, b: row.lab_b, members: false } : ink;
    }),
  );
  return all.catalogue;
}

/** The index of the inks' colours as a reader with `vision` sees them (Machado et al. 2009). */
function visionIndex(all: Indexes, vision: Exclude<Vision, 'none'>): ColorIndex {
  let index = all.visions.get(vision);
  if (!index) {
    index = new ColorIndex(
      all.plain.inks().map((ink) => ({ ...ink, ...simulateLab(ink, vision) })),
    );
    all.visions.set(vision, index);
  }
  return index;
}

export type ColorFacets = { brands: string[]; colors: string[]; properties: InkProperty[] };

/** The facets of /api/inks as a test on an indexed ink (the same meaning as applyFacets). */
export function facetTest(f: ColorFacets): (ink: IndexedInk) => boolean {
  const test = facetPredicate(f);
  return (ink) => test(ink.brandNorm, ink.colorFamily, ink.mask);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function withDistances(
  db: Db,
  near: (Near & { plainDeltaE?: number; looksAlike?: boolean })[],
  index: ColorIndex,
): Promise<InkWithDistance[]> {
  const rows = await inksByIds(
    db,
    near.map((n) => n.id),
  );
  const names = await submitterNames(db, rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return near.flatMap((n) => {
    const row = byId.get(n.id);
    if (!row) return [];
    return [
      {
        ...presentInk(row, names),
        deltaE: round2(n.deltaE),
        ...(n.plainDeltaE === undefined
          ? {}
          : { plainDeltaE: round2(n.plainDeltaE), looksAlike: n.looksAlike ?? false }),
        colorSource: index.ink(n.id)?.members ? ('members' as const) : ('catalogue' as const),
      },
    ];
  });
}

/**
 * GET /api/inks/{id}/similar: the nearest live inks by CIEDE2000 within 10 (the bands:
 * virtually the same < 2, very close 2-5, same family 5-10), never the ink itself. With a
 * vision, the distances are measured after simulating it (ADR 087): the inks that look near to
 * that reader, each with its plain distance and whether the two look alike to them.
 */
export async function similarInks(
  db: Db,
  inkId: number,
  q: {
    limit?: number | undefined;
    brand: string[];
    properties: InkProperty[];
    vision?: Vision | undefined;
  },
): Promise<{ data: InkWithDistance[]; colorSource: 'catalogue' | 'members' }> {
  // one version of the catalogue for the whole answer: the plain and the simulated indexes
  const all = await indexes(db);
  const plain = all.plain;
  const vision = q.vision ?? 'none';
  const index = vision === 'none' ? plain : visionIndex(all, vision);
  const self = index.ink(inkId);
  const plainSelf = plain.ink(inkId);
  if (!self || !plainSelf) throw notFound('Ink not found. It may have been removed.');
  const accept = facetTest({ brands: q.brand, colors: [], properties: q.properties });
  let near: (Near & { plainDeltaE?: number; looksAlike?: boolean })[] = index.near(
    self,
    SIMILAR_MAX_DELTA_E,
    (ink) => ink.id !== inkId && accept(ink),
    q.limit ?? 12,
  );
  if (vision !== 'none') {
    near = near.map((n) => {
      const other = plain.ink(n.id);
      return {
        ...n,
        plainDeltaE: other ? deltaE2000(plainSelf, other) : n.deltaE,
        looksAlike: n.deltaE < LOOK_ALIKE_DELTA_E,
      };
    });
  }
  return {
    data: await withDistances(db, near, plain),
    colorSource: plainSelf.members ? 'members' : 'catalogue',
  };
}

/** GET /api/inks?near=RRGGBB: a page of the 500 nearest inks within ΔE 25, and their number. */
export async function nearPage(
  db: Db,
  hex: string,
  f: ColorFacets,
  offset: number,
  limit: number,
): Promise<{ data: InkWithDistance[]; total: number }> {
  const index = await colorIndex(db);
  const all = index.near(hexToLab(`#${hex}`), NEAR_MAX_DELTA_E, facetTest(f), NEAR_MAX_RESULTS);
  return {
    data: await withDistances(db, all.slice(offset, offset + limit), index),
    total: all.length,
  };
}

const hexOrNull = (lab: { l: number; a: number; b: number } | null) => (lab ? labToHex(lab) : null);

/**
 * The ink's community colour and range (ADR 087): the confidence-weighted median, in CIELAB,
 * of its measured swatch photos, their light and dark ends, a sheen where members marked one,
 * how far they agree, and whether the colour answers use the members' colour (the consensus)
 * instead of the catalogue's; the catalogue colour itself never changes.
 */
export async function communityColor(db: Db, inkId: number): Promise<CommunityColor> {
  const index = await colorIndex(db);
  const self = index.ink(inkId);
  if (!self) throw notFound('Ink not found. It may have been removed.');
  const readings = await swatchReadings(db, inkId);
  const range = inkRange(readings);
  const consensus = consensusOfGroups(readings);
  const rules = { minSwatches: CONSENSUS.minSwatches, maxAgreement: CONSENSUS.maxAgreement };
  const consensusOut = {
    state: consensus.state,
    colorHex: hexOrNull(consensus.lab),
    swatches: consensus.swatches,
    agreement: consensus.agreement === null ? null : round2(consensus.agreement),
    ...rules,
  };
  if (!range) {
    return {
      colorHex: null,
      lab: null,
      photos: 0,
      deltaE: null,
      range: null,
      consensus: consensusOut,
    };
  }
  const catalogue = (await inksByIds(db, [inkId]))[0];
  const catalogueLab = catalogue
    ? { l: catalogue.lab_l, a: catalogue.lab_a, b: catalogue.lab_b }
    : self;
  return {
    colorHex: labToHex(range.lab),
    lab: { l: round2(range.lab.l), a: round2(range.lab.a), b: round2(range.lab.b) },
    photos: range.swatches,
    deltaE: round2(deltaE2000(range.lab, catalogueLab)),
    range: {
      lightHex: labToHex(range.light),
      darkHex: labToHex(range.dark),
      sheenHex: hexOrNull(range.sheen),
      swatches: range.swatches,
      calibrated: range.calibrated,
      agreement: round2(range.agreement),
    },
    consensus: consensusOut,
  };
}
