import type { ImportConfirmBody } from '@inklore/contract';
import {
  type ExportData,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Db } from '#src/db/database.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { badRequest } from '#src/lib/errors.ts';
import { insertCollection, insertItem } from '../collections/collections.queries.ts';
import { importEntry } from '../inventory/inventory.service.ts';
import { findUserById } from '../users/users.queries.ts';
import { BrandReader } from './brands.ts';
import { parseFpcCsv } from './fpc-csv.ts';
import { InkMatcher } from './matcher.ts';
import { normalizeText } from '#src/db/text.ts';
import { addInkAliases } from '../search/search.queries.ts';
import { searchIndex } from '../search/search.service.ts';
import {
  brandsAndLines,
  collectionHolds,
  collectionsByName,
  exportCollections,
  exportComments,
  exportImages,
  exportInventory,
  inksForMatching,
  inksOfBrands,
  inventoryInkIds,
  liveInkIds,
} from './transfer.queries.ts';

/**
 * The import's first step: read the file, match every row to the catalogue, and say what
 * would happen. Nothing is written.
 */
export async function previewImport(
  db: Db,
  actor: RequestActor,
  csv: string,
): Promise<ImportPreview> {
  const parsed = parseFpcCsv(csv);
  const brands = new BrandReader(await brandsAndLines(db));
  const matcher = new InkMatcher(await inksOfBrands(db, brands.keys(parsed)));
  const have = await inventoryInkIds(db, actor.id);
  const counts = { matched: 0, uncertain: 0, unmatched: 0 };
  const rows: ImportRow[] = parsed.map((r) => {
    const where = brands.read(r.brand, r.line);
    const candidates = matcher.match(where.brandKey, where.line, r.name);
    const certain = candidates.filter((c) => c.score === 1);
    const outcome: ImportRow['outcome'] =
      certain.length === 1 ? 'matched' : candidates.length > 0 ? 'uncertain' : 'unmatched';
    counts[outcome] += 1;
    const notes = [r.comment, r.privateComment].filter((n): n is string => n !== null).join('\n\n');
    return {
      row: r.row,
      brand: r.brand,
      line: r.line,
      name: r.name,
      outcome,
      candidates: outcome === 'matched' ? certain : candidates,
      status: r.archived ? 'tried' : 'owned',
      notes: notes === '' ? null : notes.slice(0, 1000),
      acquiredDate: r.dateAdded,
      tags: r.tags,
      alreadyInInventory: candidates.some((c) => c.score === 1 && have.has(c.inkId)),
    };
  });
  return { rows, counts };
}

/**
 * The import's second step: the rows the member confirmed, each with the ink they chose,
 * written in one transaction (all or nothing). Tags become the member's collections when
 * they ask for it (an existing collection of the same name is used).
 */
export async function confirmImport(
  db: Db,
  actor: RequestActor,
  body: z.output<typeof ImportConfirmBody>,
): Promise<ImportResult> {
  const ids = [...new Set(body.items.map((i) => i.inkId))];
  if (ids.length !== body.items.length) {
    throw badRequest('Each ink may be imported once.', { items: 'Each ink may be imported once.' });
  }
  const live = await liveInkIds(db, ids);
  const gone = ids.filter((id) => !live.has(id));
  if (gone.length > 0) {
    throw badRequest(
      `Some chosen inks are not in the catalogue (any more): ${gone.slice(0, 5).join(', ')}. Preview the file again.`,
    );
  }
  const result: ImportResult = {
    created: 0,
    updated: 0,
    collectionsCreated: 0,
    addedToCollections: 0,
  };
  const spellings = await newSpellings(db, body.items);
  await db.transaction().execute(async (trx) => {
    const collections = body.tagsAsCollections ? await collectionsByName(trx, actor.id) : null;
    const at = nowIso();
    for (const s of spellings) await addInkAliases(trx, s.inkId, [s.spelling], 'import', at);
    for (const item of body.items) {
      const how = await importEntry(trx, db.kind, actor.id, item.inkId, {
        status: item.status,
        notes: item.notes ?? null,
        acquiredDate: item.acquiredDate ?? null,
      });
      result[how] += 1;
      if (!collections) continue;
      for (const tag of item.tags ?? []) {
        let collectionId = collections.get(tag.toLowerCase());
        if (collectionId === undefined) {
          collectionId = await insertCollection(trx, {
            userId: actor.id,
            name: tag,
            description: 'Imported from Fountain Pen Companion tags',
            isPublic: false,
            at,
          });
          collections.set(tag.toLowerCase(), collectionId);
          result.collectionsCreated += 1;
        }
        if (!(await collectionHolds(trx, collectionId, item.inkId))) {
          await insertItem(trx, { collectionId, inkId: item.inkId, notes: null, at });
          result.addedToCollections += 1;
        }
      }
    }
  });
  return result;
}

/** At most this many spellings one import adds to the catalogue. */
const IMPORT_SPELLINGS_MAX = 100;

/**
 * The names as a member's file wrote them that the catalogue should keep as other names of
 * the chosen inks (Fountain Pen Companion keeps every spelling its members use): only a
 * spelling the matcher itself would offer for that ink (so nothing unrelated to the ink's
 * name is ever added) and that search does not find the ink by already (typos it forgives,
 * the name written another way it knows, are not worth keeping).
 */
async function newSpellings(
  db: Db,
  items: z.output<typeof ImportConfirmBody>['items'],
): Promise<{ inkId: number; spelling: string }[]> {
  const asked = items.filter((i) => i.spelling);
  if (asked.length === 0) return [];
  const inks = await inksForMatching(
    db,
    asked.map((i) => i.inkId),
  );
  const byId = new Map(inks.map((i) => [i.id, i]));
  const index = await searchIndex(db);
  const out: { inkId: number; spelling: string }[] = [];
  for (const item of asked) {
    const ink = byId.get(item.inkId);
    const spelling = item.spelling ?? '';
    if (!ink || normalizeText(spelling) === normalizeText(ink.name)) continue;
    const offered = new InkMatcher([ink]).match(ink.brand_key, null, spelling);
    if (!offered.some((c) => c.inkId === ink.id)) continue;
    const found = index.search(index.plan(`${ink.brand} ${spelling}`), null, 0, 10).ids;
    if (found.includes(ink.id)) continue;
    out.push({ inkId: ink.id, spelling });
    if (out.length >= IMPORT_SPELLINGS_MAX) break;
  }
  return out;
}

/** Everything that is the member's own, as JSON. */
export async function exportData(db: Db, actor: RequestActor): Promise<ExportData> {
  const user = await findUserById(db, actor.id);
  const collections = new Map<number, ExportData['collections'][number]>();
  for (const r of await exportCollections(db, actor.id)) {
    const c = collections.get(r.id) ?? {
      name: r.name,
      description: r.description,
      isPublic: r.is_public === 1,
      inks: [],
    };
    if (r.ink_id !== null && r.ink_name !== null && r.ink_brand !== null) {
      c.inks.push({ inkId: r.ink_id, name: r.ink_name, brand: r.ink_brand, notes: r.notes });
    }
    collections.set(r.id, c);
  }
  return {
    exportedAt: nowIso(),
    user: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      displayName: user?.display_name ?? null,
    },
    inventory: (await exportInventory(db, actor.id)).map((e) => ({
      inkId: e.ink_id,
      brand: e.brand,
      line: e.line,
      name: e.name,
      colorHex: e.color_hex,
      status: e.status,
      rating: e.rating,
      notes: e.notes,
      acquiredDate: e.acquired_date,
      addedAt: toIso(e.created_at),
    })),
    collections: [...collections.values()],
    comments: (await exportComments(db, actor.id)).map((c) => ({
      inkId: c.ink_id,
      content: c.content,
      createdAt: toIso(c.created_at),
      updatedAt: toIso(c.updated_at),
    })),
    images: (await exportImages(db, actor.id)).map((i) => ({
      inkId: i.ink_id,
      imageUrl: i.image_url,
      caption: i.caption,
      createdAt: toIso(i.created_at),
    })),
  };
}

/** A CSV field: quoted, quotes doubled; a leading = + - @ is defused for spreadsheets. */
function field(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The ink-ventory as CSV (with each ink's collections), for spreadsheets and other tools. */
export async function exportCsv(db: Db, actor: RequestActor): Promise<string> {
  const data = await exportData(db, actor);
  const inCollections = new Map<number, string[]>();
  for (const c of data.collections) {
    for (const i of c.inks)
      inCollections.set(i.inkId, [...(inCollections.get(i.inkId) ?? []), c.name]);
  }
  const header = [
    'Brand',
    'Line',
    'Name',
    'Color',
    'Status',
    'Rating',
    'Notes',
    'Acquired',
    'Added',
    'Collections',
  ];
  const lines = data.inventory.map((e) =>
    [
      e.brand,
      e.line,
      e.name,
      e.colorHex,
      e.status,
      e.rating,
      e.notes,
      e.acquiredDate,
      e.addedAt.slice(0, 10),
      (inCollections.get(e.inkId) ?? []).join('; '),
    ]
      .map(field)
      .join(','),
  );
  return `\ufeff${[header.map(field).join(','), ...lines].join('\r\n')}\r\n`;
}
