import type { ImportConfirmEnvelope } from '@inklore/contract';
import {
  DEFAULT_INVENTORY_KIND,
  ImportConfirmItem,
  spellingProblem,
  type ExportData,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type MembersExport,
  type PensExport,
  type SocialExport,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso, toIso, transactionHoldsTheDatabase } from '#src/db/dialect.ts';
import type { InventoryRow } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';
import { brandKey } from '#src/shared/ink-records/ink-names.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, badRequest } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { Slices } from '#src/lib/slices.ts';
import { findUserById } from '#src/shared/user-records/user-records.queries.ts';
import { BrandReader } from './brands.ts';
import { parseFpcCsv } from './fpc-csv.ts';
import { csvField, fpcCsv } from './fpc-export.ts';
import { InkMatcher } from './matcher.ts';
import {
  brandsAndLinesPage,
  collectionsByName,
  exportCollections,
  exportComments,
  exportImages,
  exportInventory,
  inksForMatching,
  inksOfBrandsPage,
  inventoryInkKinds,
  unresolvedImportRows,
} from './transfer.queries.ts';

/**
 * What an import writes into records other features keep, each by that feature's own rules
 * (app.ts passes them in: ADR 042).
 */
export type ImportPorts = {
  inventory: {
    /**
     * Creates the member's entry for an ink and kind, or updates it with the imported status,
     * swabbed, notes, dates and rating, in the caller's transaction (inventory.service.ts
     * importEntry); 404 when the ink is gone.
     */
    importEntry: (
      trx: Conn,
      kind: Db['kind'],
      userId: number,
      inkId: number,
      given: {
        status: InventoryRow['status'];
        notes: string | null;
        acquiredDate: string | null;
        kind: InventoryRow['kind'];
        swabbed: boolean;
        lastUsed: string | null;
        /** Undefined keeps the entry's rating. */
        rating?: number | null | undefined;
      },
    ) => Promise<'created' | 'updated'>;
    /**
     * Makes the ink owned when no entry of the member's has it as owned (their entry of `as`,
     * created if need be), in the caller's transaction; false when owned already
     * (inventory.service.ts ownInk).
     */
    ownInk: (
      trx: Conn,
      kind: Db['kind'],
      userId: number,
      inkId: number,
      as: 'bottle' | 'sample',
    ) => Promise<boolean>;
  };
  collections: {
    /** The ids of the inks a collection holds (collections.queries.ts itemIds). */
    inkIds: (db: Conn, collectionId: number) => Promise<number[]>;
    /**
     * Refuses (409) a collection holding `have` inks that would pass its limit with `adding`
     * more (collections.policy.ts assertRoomForInks).
     */
    assertRoomForInks: (have: number, adding: number, name?: string) => void;
    /**
     * Makes the member's private collections named `names` in the caller's transaction, under
     * the limit of collections per member; their ids by lower-cased name
     * (collections.service.ts createNamedCollections).
     */
    createNamed: (
      trx: Conn,
      userId: number,
      names: readonly string[],
      opts: { description: string; at: string; instead: string },
    ) => Promise<Map<string, number>>;
    /** Puts an ink last in a collection (collections.queries.ts insertItem). */
    addInk: (
      trx: Conn,
      values: { collectionId: number; inkId: number; notes: string | null; at: string },
    ) => Promise<void>;
  };
  search: {
    /**
     * The catalogue's search at its current version, for many queries in a row: the first
     * `limit` inks a query finds (search.service.ts inkFinder).
     */
    inkFinder: (db: Db) => Promise<(query: string, limit: number) => number[]>;
  };
  spellings: {
    /**
     * Suggests a spelling as another name of an ink, for staff to accept or reject; false
     * when staff rejected it before (alias-suggestions.queries.ts suggestSpelling).
     */
    suggest: (
      trx: Conn,
      s: { inkId: number; spelling: string; spellingNorm: string; userId: number; at: string },
    ) => Promise<boolean>;
  };
};

export type TransferDeps = { db: Db; config: Pick<Config, 'rateLimits'> };

/** Rows a query reads at once while the import gathers the catalogue (one short query each). */
const PAGE = 2000;
/** Rows one write transaction holds at most (it also ends when its slice is spent). */
export const WRITE_BATCH = 250;

/**
 * One import at a time per account on this server: a second preview or confirm
 * while one runs is refused, so that one member never runs two imports' work at once. The
 * rate limit (RATE_LIMIT_IMPORT_USER) holds across servers.
 */
const running = new WeakMap<Db, Set<number>>();

export async function oneAtATime<T>(
  deps: TransferDeps,
  userId: number,
  work: () => Promise<T>,
): Promise<T> {
  await hit(deps.db, `import:user:${userId}`, deps.config.rateLimits.IMPORT_USER);
  const mine = running.get(deps.db) ?? new Set<number>();
  running.set(deps.db, mine);
  if (mine.has(userId)) {
    throw new AppError(
      409,
      'conflict',
      'Your previous import is still being read or written. Wait for it to finish, then try again.',
    );
  }
  mine.add(userId);
  try {
    return await work();
  } finally {
    mine.delete(userId);
  }
}

/** Every live brand and line, a page at a time, each pair once. */
export async function brandReader(db: Db, slices: Slices): Promise<BrandReader> {
  const pairs = new Map<string, { brand_norm: string; line: string | null }>();
  for (let after = 0; ;) {
    const rows = await brandsAndLinesPage(db, after, PAGE);
    for (const r of rows) pairs.set(`${r.brand_norm}\u0000${r.line ?? ''}`, r);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) break;
    after = last.id;
    await slices.pause();
  }
  return new BrandReader([...pairs.values()]);
}

/** The live inks of these brands, a page at a time. */
export async function inksOf(db: Db, keys: string[], slices: Slices) {
  const out: Awaited<ReturnType<typeof inksOfBrandsPage>> = [];
  for (let i = 0; i < keys.length; i += 500) {
    const some = keys.slice(i, i + 500);
    for (let after = 0; ;) {
      const rows = await inksOfBrandsPage(db, some, after, PAGE);
      out.push(...rows);
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) break;
      after = last.id;
      await slices.pause();
    }
  }
  return out;
}

/**
 * The import's first step: read the file, match every row to the catalogue, and say what
 * would happen. Nothing is written. The work runs in slices (ADR 038).
 */
export async function previewImport(
  deps: TransferDeps,
  actor: RequestActor,
  csv: string,
): Promise<ImportPreview> {
  const { db } = deps;
  return oneAtATime(deps, actor.id, async () => {
    const slices = new Slices();
    const parsed = await parseFpcCsv(csv, slices);
    const brands = await brandReader(db, slices);
    const wheres = [];
    for (const r of parsed) {
      wheres.push(brands.read(r.brand, r.line));
      await slices.pause();
    }
    const keys = [...new Set(wheres.map((w) => w.brandKey))];
    const matcher = await InkMatcher.build(await inksOf(db, keys, slices), slices);
    const have = await inventoryInkKinds(db, actor.id);
    const counts = { matched: 0, uncertain: 0, unmatched: 0 };
    const rows: ImportRow[] = [];
    for (const [i, r] of parsed.entries()) {
      await slices.pause();
      const where = wheres[i] ?? brands.read(r.brand, r.line);
      const candidates = matcher.match(where.brandKey, where.line, r.name);
      const certain = candidates.filter((c) => c.score === 1);
      const outcome: ImportRow['outcome'] =
        certain.length === 1 ? 'matched' : candidates.length > 0 ? 'uncertain' : 'unmatched';
      counts[outcome] += 1;
      const notes = [r.comment, r.privateComment]
        .filter((n): n is string => n !== null)
        .join('\n\n');
      rows.push({
        row: r.row,
        brand: r.brand,
        line: r.line,
        name: r.name,
        outcome,
        candidates: outcome === 'matched' ? certain : candidates,
        status: r.status ?? (r.archived ? 'tried' : 'owned'),
        notes: notes === '' ? null : notes.slice(0, 1000),
        acquiredDate: r.dateAdded,
        colorHex: r.color,
        kind: r.kind,
        swabbed: r.swabbed,
        lastUsed: r.lastUsed,
        rating: r.rating,
        tags: r.tags,
        alreadyInInventory: candidates.some(
          (c) => c.score === 1 && have.has(`${c.inkId}:${r.kind}`),
        ),
      });
    }
    return { rows, counts };
  });
}

/**
 * The catalogue inks each row may be now, best first (the preview's matcher, by the row's
 * brand as the catalogue writes it): for the rows kept from earlier imports (ADR 051).
 */
export async function candidatesFor(
  db: Db,
  rows: readonly { brand: string; line: string | null; name: string }[],
): Promise<ImportRow['candidates'][]> {
  if (rows.length === 0) return [];
  const slices = new Slices();
  const keys = rows.map((r) => brandKey(r.brand));
  const matcher = await InkMatcher.build(await inksOf(db, [...new Set(keys)], slices), slices);
  const out: ImportRow['candidates'][] = [];
  for (const [i, r] of rows.entries()) {
    out.push(matcher.match(keys[i] ?? '', r.line, r.name));
    await slices.pause();
  }
  return out;
}

type Items = z.output<typeof ImportConfirmItem>[];

/**
 * The confirm's items by ImportConfirmItem, one at a time between slices; the first that is
 * not valid refuses the call in the one error shape (as the route's own validation would).
 */
async function readItems(raw: unknown[], slices: Slices): Promise<Items> {
  const out: Items = [];
  for (const [i, value] of raw.entries()) {
    const read = ImportConfirmItem.safeParse(value);
    if (!read.success) {
      const issue = read.error.issues[0];
      const field = ['items', i, ...(issue?.path ?? [])].map(String).join('.');
      const message = issue?.message ?? 'is invalid';
      throw new AppError(400, 'validation_failed', `Invalid ${field}: ${message}`, {
        [field]: message,
      });
    }
    out.push(read.data);
    await slices.pause();
  }
  return out;
}

const IMPORTED_DESCRIPTION = 'Imported from Fountain Pen Companion tags';

/**
 * The import's second step: the rows the member confirmed, each with the ink they chose.
 * Everything is checked before anything is written (the inks are live, each once; the tags
 * fit the collections' limits, by the collections feature's own rules); then the writes go
 * in short transactions that yield between them (ADR 038), so others' requests never wait
 * long. Writing again what was written is harmless (entries are updated, collections found
 * by name), so an import cut short is finished by importing the same file again. Tags become
 * the member's collections when they ask for it (an existing collection of the same name is
 * used); spellings become suggestions for staff, never other names by themselves.
 */
export async function confirmImport(
  deps: TransferDeps & { ports: ImportPorts },
  actor: RequestActor,
  envelope: z.output<typeof ImportConfirmEnvelope>,
): Promise<ImportResult> {
  const { db, ports } = deps;
  return oneAtATime(deps, actor.id, async () => {
    const slices = new Slices();
    const body = {
      items: await readItems(envelope.items, slices),
      tagsAsCollections: envelope.tagsAsCollections,
    };
    const ids = [...new Set(body.items.map((i) => i.inkId))];
    const once = new Set(body.items.map((i) => `${i.inkId}:${i.kind ?? DEFAULT_INVENTORY_KIND}`));
    if (once.size !== body.items.length) {
      const message = 'Each ink may be imported once per kind (bottle, sample, cartridge, swab).';
      throw badRequest(message, { items: message });
    }
    const live = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      for (const ink of await inksForMatching(db, ids.slice(i, i + 500))) live.add(ink.id);
      await slices.pause();
    }
    const gone = ids.filter((id) => !live.has(id));
    if (gone.length > 0) {
      throw badRequest(
        `Some chosen inks are not in the catalogue (any more): ${gone.slice(0, 5).join(', ')}. Preview the file again.`,
      );
    }
    const plan = body.tagsAsCollections
      ? await planCollections(db, ports.collections, actor.id, body.items, slices)
      : null;
    const spellings = await newSpellings(db, ports.search, body.items, slices);
    const result: ImportResult = {
      created: 0,
      updated: 0,
      collectionsCreated: 0,
      addedToCollections: 0,
      spellingsSuggested: 0,
    };
    const collections = new Map(plan?.existing ?? []);
    if (plan && plan.missing.length > 0) {
      await db.transaction().execute(async (trx) => {
        const made = await ports.collections.createNamed(trx, actor.id, plan.missing, {
          description: IMPORTED_DESCRIPTION,
          at: nowIso(),
          instead: 'Import without making collections from tags, or delete some collections first.',
        });
        for (const [k, v] of made) collections.set(k, v);
        result.collectionsCreated = made.size;
      });
      await slices.yield();
    }
    const holds = transactionHoldsTheDatabase(db.kind);
    let next = 0;
    while (next < body.items.length) {
      // a transaction of at most WRITE_BATCH rows, ended early when its slice is spent where
      // it holds the database (SQLite); others run before the next one
      await db.transaction().execute(async (trx) => {
        const at = nowIso();
        const stop = Math.min(next + WRITE_BATCH, body.items.length);
        do {
          const item = body.items[next];
          next += 1;
          if (!item) continue;
          const how = await ports.inventory.importEntry(trx, db.kind, actor.id, item.inkId, {
            status: item.status,
            notes: item.notes ?? null,
            acquiredDate: item.acquiredDate ?? null,
            kind: item.kind ?? DEFAULT_INVENTORY_KIND,
            swabbed: item.swabbed ?? false,
            lastUsed: item.lastUsed ?? null,
            rating: item.rating,
          });
          result[how] += 1;
          if (!plan) continue;
          for (const tag of new Set((item.tags ?? []).map((t) => t.toLowerCase()))) {
            const collectionId = collections.get(tag);
            const key = `${collectionId}:${item.inkId}`;
            if (collectionId === undefined || plan.held.has(key)) continue;
            await ports.collections.addInk(trx, {
              collectionId,
              inkId: item.inkId,
              notes: null,
              at,
            });
            plan.held.add(key);
            result.addedToCollections += 1;
          }
        } while (next < stop && !(holds && slices.spent));
      });
      await slices.yield();
    }
    for (let i = 0; i < spellings.length;) {
      await db.transaction().execute(async (trx) => {
        const at = nowIso();
        do {
          const s = spellings[i];
          i += 1;
          if (s && (await ports.spellings.suggest(trx, { ...s, userId: actor.id, at }))) {
            result.spellingsSuggested += 1;
          }
        } while (i < spellings.length && !(holds && slices.spent));
      });
      await slices.yield();
    }
    return result;
  });
}

/**
 * What "tags as collections" would do, checked before anything is written: the tags that
 * name no collection of the member's yet (made by the collections feature, under its limit
 * of collections per member), and every collection's inks afterwards under its limit of
 * inks per collection (the collections feature's rule).
 */
async function planCollections(
  db: Db,
  collections: ImportPorts['collections'],
  userId: number,
  items: Items,
  slices: Slices,
) {
  const existing = await collectionsByName(db, userId);
  const missing = new Map<string, string>();
  const written = new Map<string, string>();
  const adding = new Map<string, Set<number>>();
  for (const item of items) {
    for (const tag of item.tags ?? []) {
      const key = tag.toLowerCase();
      if (!written.has(key)) written.set(key, tag);
      if (!existing.has(key) && !missing.has(key)) missing.set(key, tag);
      const set = adding.get(key) ?? new Set<number>();
      set.add(item.inkId);
      adding.set(key, set);
    }
    await slices.pause();
  }
  const held = new Set<string>();
  for (const [key, inks] of adding) {
    const id = existing.get(key);
    if (id === undefined) {
      collections.assertRoomForInks(0, inks.size, written.get(key));
      continue;
    }
    const have = await collections.inkIds(db, id);
    for (const inkId of have) held.add(`${id}:${inkId}`);
    const fresh = [...inks].filter((inkId) => !held.has(`${id}:${inkId}`)).length;
    collections.assertRoomForInks(have.length, fresh, written.get(key));
    await slices.pause();
  }
  return { existing, missing: [...missing.values()], held };
}

/** At most this many spellings one import suggests to staff. */
const IMPORT_SPELLINGS_MAX = 100;

/**
 * The names as a member's file wrote them that staff may want as other names of the chosen
 * inks (Fountain Pen Companion keeps every spelling its members use): only a spelling the
 * matcher itself would offer for that ink (so nothing unrelated to the ink's name), within
 * SPELLING_LIMITS and the name rule (spellingProblem), and that search does not find the
 * ink by already (typos it forgives, the name written another way it knows, are not worth
 * keeping). They become suggestions for staff, never other names by themselves.
 */
async function newSpellings(
  db: Db,
  search: ImportPorts['search'],
  items: Items,
  slices: Slices,
): Promise<{ inkId: number; spelling: string; spellingNorm: string }[]> {
  const asked = items.filter((i) => i.spelling);
  if (asked.length === 0) return [];
  const byId = new Map<number, Awaited<ReturnType<typeof inksForMatching>>[number]>();
  for (let i = 0; i < asked.length; i += 500) {
    const some = asked.slice(i, i + 500).map((a) => a.inkId);
    for (const ink of await inksForMatching(db, some)) byId.set(ink.id, ink);
    await slices.pause();
  }
  const find = await search.inkFinder(db);
  const out: { inkId: number; spelling: string; spellingNorm: string }[] = [];
  for (const item of asked) {
    await slices.pause();
    const ink = byId.get(item.inkId);
    const spelling = item.spelling ?? '';
    const spellingNorm = normalizeText(spelling);
    if (!ink || spellingNorm === '' || spellingNorm === normalizeText(ink.name)) continue;
    if (spellingProblem(spelling, ink.name) !== null) continue;
    const offered = new InkMatcher([ink]).match(ink.brand_key, null, spelling);
    if (!offered.some((c) => c.inkId === ink.id)) continue;
    const found = find(`${ink.brand} ${spelling}`, 10);
    if (found.includes(ink.id)) continue;
    out.push({ inkId: ink.id, spelling, spellingNorm });
    if (out.length >= IMPORT_SPELLINGS_MAX) break;
  }
  return out;
}

/** The parts of the export other features keep (their ports below). */
type OtherFeatures = keyof PensExport | keyof MembersExport | keyof SocialExport;

/** What the ink-ventory's exports read: the member's data without the other features' parts. */
type OwnData = Omit<ExportData, OtherFeatures>;

/**
 * The member's pens, pairings and diary for their data (pens.service.ts exportPens); app.ts
 * passes it in (ADR 042).
 */
export type ExportPens = (
  db: Db,
  userId: number,
) => Promise<Pick<ExportData, 'pens' | 'inkings' | 'diary'>>;

/**
 * The member's follows and notification settings for their data (social.service.ts
 * exportSocial, ADR 060); app.ts passes it in.
 */
export type ExportSocial = (db: Db, userId: number) => Promise<SocialExport>;

/**
 * The member's sample offers, requests, own messages and blocks (members.service.ts
 * exportMembers, ADR 059); app.ts passes it in.
 */
export type ExportMembers = (db: Db, userId: number) => Promise<MembersExport>;

/**
 * Everything that is the member's own, as JSON: their pens from the pens feature, their
 * offers, requests, messages and blocks from the members feature, their follows and
 * notification settings from the social feature.
 */
export async function exportData(
  db: Db,
  actor: RequestActor,
  ports: { exportPens: ExportPens; exportMembers: ExportMembers; exportSocial: ExportSocial },
): Promise<ExportData> {
  return {
    ...(await ownData(db, actor)),
    ...(await ports.exportPens(db, actor.id)),
    ...(await ports.exportMembers(db, actor.id)),
    ...(await ports.exportSocial(db, actor.id)),
  };
}

async function ownData(db: Db, actor: RequestActor): Promise<OwnData> {
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
      kind: e.kind,
      swabbed: e.swabbed === 1,
      lastUsed: e.last_used_date,
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
    rowsWaiting: (await unresolvedImportRows(db, actor.id)).map((r) => ({
      brand: r.brand,
      line: r.line,
      name: r.name,
      colorHex: r.color_hex,
      kind: r.kind,
      status: r.status,
      notes: r.notes,
      state: r.state === 'submitted' ? ('submitted' as const) : ('open' as const),
    })),
  };
}

/** The collections each ink of the member is in, by ink id. */
function collectionsOfInks(data: OwnData): Map<number, string[]> {
  const inCollections = new Map<number, string[]>();
  for (const c of data.collections) {
    for (const i of c.inks)
      inCollections.set(i.inkId, [...(inCollections.get(i.inkId) ?? []), c.name]);
  }
  return inCollections;
}

/** The ink-ventory as CSV (with each ink's collections), for spreadsheets and other tools. */
export async function exportCsv(db: Db, actor: RequestActor): Promise<string> {
  const data = await ownData(db, actor);
  const inCollections = collectionsOfInks(data);
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
    'Kind',
    'Swabbed',
    'Last used',
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
      e.kind,
      e.swabbed ? 'yes' : 'no',
      e.lastUsed,
    ]
      .map(csvField)
      .join(','),
  );
  return `\ufeff${[header.map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
}

/** The ink-ventory in Fountain Pen Companion's own columns (fpc-export.ts), ADR 051. */
export async function exportFpc(db: Db, actor: RequestActor): Promise<string> {
  const data = await ownData(db, actor);
  return fpcCsv(data.inventory, collectionsOfInks(data));
}
