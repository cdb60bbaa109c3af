import { REVISED_FIELDS, type RevisedField } from '@inklore/contract';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { normalizeText } from '#src/db/text.ts';
import { propertiesOf, propertyMask } from '#src/shared/ink-records/facets.ts';
import { addInkAliases } from '#src/shared/ink-records/ink-aliases.queries.ts';
import { insertInks, inksOfBrand } from '#src/shared/ink-records/ink-records.queries.ts';
import { recordFeedEvents } from '#src/shared/member-links/member-links.queries.ts';
import { insertRevisions } from '#src/shared/ink-records/ink-revisions.queries.ts';
import {
  reviseInk,
  type CatalogueFields,
  type FieldChange,
} from '#src/shared/ink-records/ink-revisions.ts';
import { canonicalBrand, inkRow } from '#src/shared/ink-records/ink-row.ts';
import type { CatalogueRecord } from './catalogue-file.ts';
import {
  answeredColorReviews,
  deletedStates,
  editedFields,
  inksBySourceId,
  provenanceRows,
  queueReview,
  upsertProvenance,
} from './catalogue.queries.ts';

/**
 * The catalogue import (ADR 048): repeatable and idempotent. Each record is matched by its
 * stable id (the provenance of an earlier import), else by the id the demo data kept before
 * (inks.source_id), else by brand and name. A new ink is added; a known one gets a field from
 * the file only where it still holds what the import last set (or, on a database seeded
 * before imports kept provenance, where nobody edited that field): anything else that differs
 * waits for staff in catalogue_reviews, as does every colour the file flags or its sources
 * disagree on. Every change is a revision of kind import (ADR 049).
 */

const IMPORTED = ['name', 'brand', 'line', 'color', 'colorHex', 'properties'] as const;
type Imported = (typeof IMPORTED)[number];
type FileValues = Pick<CatalogueFields, Imported | 'aliases'>;

export type ImportSummary = {
  records: number;
  added: number;
  updated: number;
  unchanged: number;
  queued: number;
  /** Records of inks staff deleted: left deleted. */
  skipped: number;
};

export type ImportOptions = {
  at?: string;
  /** New inks to mark featured (the demo seed's dozen). */
  featured?: (brand: string, name: string) => boolean;
  /** Called as records are done. */
  progress?: (done: number, total: number) => void;
  /**
   * New inks reach the feeds of their brand's followers (brand_ink, ADR 060): staff's imports
   * (the CLI's catalogue:import) say so; the demo seed does not.
   */
  announce?: boolean;
};

/** The source without its commit and path, as people read it ("github.com/Pomax/inkdb-data"). */
export function sourceName(source: string): string {
  return source.split('@')[0] ?? source;
}

/** Credit for the ink page, by source (the licences of server/src/seed/data/README.md). */
function sourceCredit(source: string): string {
  if (source.includes('ewilderj/inks-mcp')) {
    return 'Colour © Edd Wilder-James / Wilder Writes (wilderwrites.ink), GPL-3.0';
  }
  if (source.includes('Pomax/inkdb-data')) return 'Data from Pomax/inkdb-data (share-alike)';
  return sourceName(source);
}

/** A name as search compares it: case, accents, hyphens and spaces aside ("Kon-peki" = "konpeki"). */
const joined = (name: string) => normalizeText(name).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The file's other names that say something the name does not: one that is only the name
 * respelled (the source's "konpeki" for Kon-peki) finds nothing search does not find already,
 * and would read oddly under "Also known as".
 */
export function otherNames(r: Pick<CatalogueRecord, 'name' | 'aliases'>): string[] {
  return (r.aliases ?? []).filter((a) => joined(a) !== joined(r.name));
}

function fileValues(r: CatalogueRecord): FileValues {
  return {
    name: r.name,
    brand: canonicalBrand(r.brand),
    line: r.line ?? null,
    color: r.colorFamily,
    colorHex: r.colorHex,
    properties: propertiesOf(propertyMask(r.properties)),
    aliases: otherNames(r),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const show = (v: string | string[] | boolean | null) =>
  v === null || (Array.isArray(v) && v.length === 0)
    ? 'nothing'
    : Array.isArray(v)
      ? v.join(', ')
      : String(v);

type Provenance = { field: string; value: string; source_id: string };
type Match = {
  inkId: number;
  legacy: boolean;
  deleted: boolean;
  /** What earlier imports set on the ink, by field (read once for the whole file). */
  provenance: Map<string, Provenance>;
};

export async function importCatalogue(
  db: Db,
  records: readonly CatalogueRecord[],
  opts: ImportOptions = {},
): Promise<ImportSummary> {
  const at = opts.at ?? nowIso();
  const summary: ImportSummary = {
    records: records.length,
    added: 0,
    updated: 0,
    unchanged: 0,
    queued: 0,
    skipped: 0,
  };
  const matches = await matchRecords(db, records);
  let done = 0;
  const tick = (n: number) => {
    done += n;
    opts.progress?.(done, records.length);
  };

  const fresh = records.filter((r) => !matches.has(r.id));
  for (let i = 0; i < fresh.length; i += 200) {
    const slice = fresh.slice(i, i + 200);
    await db.transaction().execute(async (trx) => {
      summary.queued += await addInks(trx, slice, at, opts);
    });
    summary.added += slice.length;
    tick(slice.length);
  }

  for (const r of records) {
    const match = matches.get(r.id);
    if (!match) continue;
    if (match.deleted) {
      summary.skipped++;
    } else {
      const result = await db.transaction().execute((trx) => updateInk(trx, r, match, at));
      summary[result.changed ? 'updated' : 'unchanged']++;
      summary.queued += result.queued;
    }
    tick(1);
  }
  return summary;
}

/** Each record's ink, if the catalogue has it: by stable id, by the old id, by brand and name. */
async function matchRecords(
  db: Db,
  records: readonly CatalogueRecord[],
): Promise<Map<string, Match>> {
  const matches = new Map<string, Match>();
  const claimed = new Set<number>();
  const byProvenance = new Map<string, number>();
  const provenanceOf = new Map<number, Map<string, Provenance>>();
  for (const p of await provenanceRows(db)) {
    byProvenance.set(p.source_id, p.ink_id);
    const fields = provenanceOf.get(p.ink_id) ?? new Map<string, Provenance>();
    fields.set(p.field, p);
    provenanceOf.set(p.ink_id, fields);
    // an ink another record of an earlier file brought is that record's, never this one's
    claimed.add(p.ink_id);
  }
  const known = records.filter((r) => byProvenance.has(r.id));
  const deleted = await deletedStates(
    db,
    known.map((r) => byProvenance.get(r.id) ?? 0),
  );
  for (const r of known) {
    const inkId = byProvenance.get(r.id) ?? 0;
    if (!deleted.has(inkId)) continue; // the ink is gone for good
    matches.set(r.id, {
      inkId,
      legacy: false,
      deleted: deleted.get(inkId) ?? false,
      provenance: provenanceOf.get(inkId) ?? new Map<string, Provenance>(),
    });
    claimed.add(inkId);
  }
  const rest = records.filter((r) => !matches.has(r.id));
  const bySourceId = new Map<string, { id: number; deleted: boolean }>();
  for (const ink of await inksBySourceId(
    db,
    rest.flatMap((r) => [r.id, r.sourceId]),
  )) {
    if (ink.source_id !== null && !bySourceId.has(ink.source_id)) {
      bySourceId.set(ink.source_id, ink);
    }
  }
  for (const r of rest) {
    const ink = bySourceId.get(r.id) ?? bySourceId.get(r.sourceId);
    if (!ink || claimed.has(ink.id)) continue;
    matches.set(r.id, {
      inkId: ink.id,
      legacy: true,
      deleted: ink.deleted,
      provenance: new Map<string, Provenance>(),
    });
    claimed.add(ink.id);
  }
  const unmatched = records.filter((r) => !matches.has(r.id));
  const brands = [...new Set(unmatched.map((r) => normalizeText(canonicalBrand(r.brand))))];
  const byName = new Map<string, number>();
  for (const ink of await inksOfBrand(db, brands)) {
    const key = `${ink.brand_norm}\u0000${ink.name_norm}`;
    if (!byName.has(key)) byName.set(key, ink.id);
  }
  for (const r of unmatched) {
    const key = `${normalizeText(canonicalBrand(r.brand))}\u0000${normalizeText(r.name)}`;
    const inkId = byName.get(key);
    if (inkId === undefined || claimed.has(inkId)) continue;
    matches.set(r.id, {
      inkId,
      legacy: false,
      deleted: false,
      provenance: new Map<string, Provenance>(),
    });
    claimed.add(inkId);
  }
  return matches;
}

/** Adds new inks with their provenance, a revision each and their colour reviews. */
async function addInks(
  trx: Conn,
  records: readonly CatalogueRecord[],
  at: string,
  { featured, announce }: Pick<ImportOptions, 'featured' | 'announce'>,
): Promise<number> {
  const rows = records.map((r) => {
    const v = fileValues(r);
    return inkRow({
      ...v,
      description: null,
      images: [],
      featured: featured?.(v.brand, v.name) ?? false,
      source: sourceCredit(r.source),
      sourceId: r.id,
      createdAt: at,
    });
  });
  await insertInks(trx, rows);
  const ids = new Map(
    (
      await inksBySourceId(
        trx,
        records.map((r) => r.id),
      )
    ).map((i) => [i.source_id, i.id]),
  );
  const revisions = [];
  const provenance = [];
  let queued = 0;
  for (const r of records) {
    const inkId = ids.get(r.id);
    if (inkId === undefined) continue;
    const v = fileValues(r);
    if (v.aliases.length > 0) await addInkAliases(trx, inkId, v.aliases, 'catalogue', at);
    const changes: FieldChange[] = REVISED_FIELDS.filter(
      (f): f is Imported | 'aliases' => f in v && !(f === 'aliases' && v.aliases.length === 0),
    ).map((f) => ({ field: f, before: null, after: v[f] }));
    revisions.push({
      ink_id: inkId,
      author_id: null,
      kind: 'import' as const,
      reverts_id: null,
      adds_ink: 1,
      source: sourceName(r.source),
      source_id: r.id,
      changes: JSON.stringify(changes),
      created_at: at,
    });
    provenance.push(
      ...provenanceOf(
        inkId,
        r,
        changes.map((c) => c.field),
        at,
      ),
    );
    if (await queueColorReview(trx, inkId, r, v.colorHex, at)) queued++;
  }
  await insertRevisions(trx, revisions);
  await upsertProvenance(trx, provenance);
  if (announce === true) {
    await recordFeedEvents(
      trx,
      rows.flatMap((row, i) => {
        const inkId = ids.get(records[i]?.id ?? '');
        return inkId === undefined
          ? []
          : [{ kind: 'brand_ink' as const, brandNorm: row.brand_norm, inkId, targetId: inkId }];
      }),
    );
  }
  return queued;
}

function provenanceOf(inkId: number, r: CatalogueRecord, fields: RevisedField[], at: string) {
  const v = fileValues(r);
  return fields.map((f) => ({
    ink_id: inkId,
    field: f,
    source: r.source,
    source_id: r.id,
    value: JSON.stringify(v[f as keyof FileValues]),
    imported_at: at,
  }));
}

/** One known ink: the fields the import still owns, the others' differences for staff. */
async function updateInk(
  trx: Conn,
  r: CatalogueRecord,
  match: Match,
  at: string,
): Promise<{ changed: boolean; queued: number }> {
  const want = fileValues(r);
  const had = match.provenance;
  // Only for an ink seeded before imports kept provenance: which fields people edited since.
  const edited =
    match.legacy && IMPORTED.some((f) => !had.has(f))
      ? await editedFields(trx, match.inkId)
      : new Set<string>();
  const provenance: RevisedField[] = [];
  const differences: {
    field: Imported;
    stored: FileValues[Imported];
    offered: FileValues[Imported];
  }[] = [];
  const revised = await reviseInk(trx, {
    inkId: match.inkId,
    kind: 'import',
    authorId: null,
    at,
    source: { name: sourceName(r.source), id: r.id },
    aliasSource: 'catalogue',
    set: (current) => {
      const set: Partial<CatalogueFields> = {};
      for (const f of IMPORTED) {
        const prov = had.get(f);
        if (same(current[f], want[f])) {
          if (!prov || prov.value !== JSON.stringify(want[f]) || prov.source_id !== r.id) {
            provenance.push(f);
          }
          continue;
        }
        const owned = prov
          ? same(JSON.parse(prov.value), current[f])
          : match.legacy && !edited.has(f);
        if (owned) {
          Object.assign(set, { [f]: want[f] });
          provenance.push(f);
        } else {
          differences.push({ field: f, stored: current[f], offered: want[f] });
        }
      }
      // Other names are added, never taken away; one staff removed is not added again.
      const prov = had.get('aliases');
      const before = prov ? (JSON.parse(prov.value) as string[]) : [];
      const holds = new Set(current.aliases.map(normalizeText));
      const add = want.aliases.filter((a) => !holds.has(normalizeText(a)) && !before.includes(a));
      if (add.length > 0) set.aliases = [...current.aliases, ...add];
      if ((prov || want.aliases.length > 0) && !same(before, want.aliases)) {
        provenance.push('aliases');
      }
      return set;
    },
  });
  if (!revised) return { changed: false, queued: 0 };
  await upsertProvenance(trx, provenanceOf(match.inkId, r, provenance, at));
  let queued = 0;
  const answered = (differences.length > 0 ? await answeredColorReviews(trx, match.inkId) : []).map(
    (a) => JSON.parse(a.candidates) as { value: unknown }[],
  );
  for (const d of differences) {
    // Staff's answer to a colour review of this ink covers the file's colour.
    if (
      (d.field === 'colorHex' || d.field === 'color') &&
      answered.some((cands) => cands.some((c) => c.value === want.colorHex))
    ) {
      continue;
    }
    const asked = await queueReview(trx, {
      ink_id: match.inkId,
      kind: 'difference',
      field: d.field,
      stored: JSON.stringify(d.stored ?? null),
      candidates: JSON.stringify([
        { value: d.offered, source: sourceName(r.source), sourceId: r.id, note: null },
      ]),
      reasons: JSON.stringify([
        `The catalogue file has ${show(d.offered)}; the ink holds ${show(d.stored)}, set since the import by staff or a member.`,
      ]),
      source_id: r.id,
      signature: `difference:${d.field}:${JSON.stringify(d.offered)}`,
      created_at: at,
    });
    if (asked) queued++;
  }
  if (await queueColorReview(trx, match.inkId, r, revised.after.colorHex, at)) queued++;
  return { changed: revised.revisionId !== null, queued };
}

/**
 * A record whose colour the file flags (colorReview) or whose sources' colours differ is
 * asked of staff once, with every candidate and the reasons: never chosen silently.
 */
async function queueColorReview(
  trx: Conn,
  inkId: number,
  r: CatalogueRecord,
  stored: string,
  at: string,
): Promise<boolean> {
  const sources = r.colorSources ?? [];
  const disagree = new Set(sources.map((s) => s.hex)).size > 1;
  if (!disagree && !r.colorReview?.length) return false;
  const candidates =
    sources.length > 0
      ? sources.map((s) => ({
          value: s.hex,
          source: sourceName(s.source),
          sourceId: s.sourceId,
          note:
            [s.colorMethod, s.deltaE00 !== undefined ? `ΔE00 ${s.deltaE00} from the first` : '']
              .filter(Boolean)
              .join('; ') || null,
        }))
      : [
          {
            value: r.colorHex,
            source: sourceName(r.source),
            sourceId: r.sourceId,
            note: r.colorMethod ?? null,
          },
        ];
  const reasons = r.colorReview?.length
    ? r.colorReview
    : [`The sources' colours differ (ΔE00 ${Math.max(...sources.map((s) => s.deltaE00 ?? 0))}).`];
  return queueReview(trx, {
    ink_id: inkId,
    kind: 'color',
    field: 'colorHex',
    stored: JSON.stringify(stored),
    candidates: JSON.stringify(candidates),
    reasons: JSON.stringify(reasons),
    source_id: r.id,
    signature: `color:${JSON.stringify({ hexes: candidates.map((c) => c.value), reasons })}`,
    created_at: at,
  });
}
