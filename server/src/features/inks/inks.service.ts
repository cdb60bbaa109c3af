import type { InkEditBody } from '@inklore/contract';
import {
  Ink as InkSchema,
  InkListResponse,
  LIMITS,
  SearchMarks,
  type Ink,
  type InkListQuery,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso, searchTerms } from '#src/db/dialect.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { badRequest, notFound } from '#src/lib/errors.ts';
import { nearPage } from '../colour/colour.service.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { inkChanges } from '#src/shared/ink-records/ink-row.ts';
import { CachedBody, inkJsonCache, inkListCache } from './inks.cache.ts';
import { browseIndex } from './inks.browse-index.ts';
import { catalogueVersions, submitterNames } from '#src/shared/ink-records/ink-records.queries.ts';
import {
  featuredInks,
  deletedInks,
  findInk,
  inkForUpdate,
  inksInOrder,
  updateInk,
  setInkDeleted,
} from './inks.queries.ts';
import { propertiesOf } from '#src/shared/ink-records/facets.ts';
import { presentInk } from '#src/shared/ink-records/ink-records.present.ts';
import { searchInks, searchMarks } from '#src/shared/search-index/search-index.service.ts';
import { inkAliases, replaceInkAliases } from '#src/shared/ink-records/ink-aliases.queries.ts';

/**
 * GET /api/inks. `versions`: the catalogue's and search's versions when the caller read them
 * already (browseInksJson); read here otherwise.
 */
export async function browseInks(
  db: Db,
  q: InkListQuery,
  versions?: { catalogue: number; search: number },
): Promise<InkListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? LIMITS.browsePageSize;
  if (q.near !== undefined) {
    // Search by colour (issue 14): ordered by CIEDE2000, each ink with its deltaE.
    if (q.search?.trim()) {
      throw badRequest(
        'Search by colour (near) and by text (search) cannot be combined: use one.',
        {
          near: 'Use near without search.',
        },
      );
    }
    const { data, total } = await nearPage(
      db,
      q.near,
      { brands: q.brand, colors: q.color, properties: q.properties },
      (page - 1) * limit,
      limit,
    );
    return { data, page, hasMore: page * limit < total, total };
  }
  const facets = { brands: q.brand, colors: q.color, properties: q.properties };
  if (q.search !== undefined && searchTerms(q.search).length > 0) {
    // Text search (issue 20): the in-process index ranks, the database reads the page.
    const search = versions?.search ?? (await catalogueVersions(db)).search;
    const found = await searchInks(db, q.search, facets, (page - 1) * limit, limit, search);
    const rows = await inksInOrder(db, found.ids);
    const names = await submitterNames(db, rows);
    return {
      data: rows.map((r) => ({
        ...presentInk(r, names),
        marks: searchMarks(found.index, found.plan, r),
      })),
      page,
      hasMore: page * limit < found.total,
      total: found.total,
      ...(found.total === 0 ? { suggestions: found.suggestions } : {}),
    };
  }
  // Browsing (issue 15): the page's ids and the count from the browse index, the rows by id.
  const index = await browseIndex(db, versions?.search ?? (await catalogueVersions(db)).search);
  const { ids, total } = index.page(facets, (page - 1) * limit, limit);
  const rows = await inksInOrder(db, ids);
  const names = await submitterNames(db, rows);
  return {
    data: rows.map((r) => presentInk(r, names)),
    page,
    hasMore: page * limit < total,
    total,
  };
}

/**
 * The cache key of a list query: everything listInks depends on and nothing else. The search
 * is keyed by its normalised terms, so "Kon-Peki" and "kon peki" share an entry; facet
 * values, which come from the filter lists, are only sorted (normalising them on every
 * request would cost more than the rare duplicate entry).
 */
export function inkListKey(q: InkListQuery): string {
  const sorted = (values: readonly string[]) => [...new Set(values)].sort();
  return JSON.stringify([
    q.search ? searchTerms(q.search) : [],
    sorted(q.brand),
    sorted(q.color),
    sorted(q.properties),
    q.near ?? null,
    q.page ?? 1,
    q.limit ?? LIMITS.browsePageSize,
  ]);
}

/** Checks a list response against the contract and serializes it, as the route serializer would. */
function serializeInkList(body: InkListResponse): Buffer {
  const parsed = InkListResponse.safeParse(body);
  if (!parsed.success) {
    throw new Error(`GET /api/inks response does not match its schema: ${parsed.error.message}`);
  }
  return Buffer.from(JSON.stringify(parsed.data));
}

/**
 * The inks of `ids` as JSON entries of the presented-ink cache (inks.cache.ts InkJsonCache):
 * from the cache, the others read, presented, checked against the contract's Ink and kept.
 * Inks no longer live are left out.
 */
async function inkEntries(
  db: Db,
  version: number,
  ids: readonly number[],
): Promise<{ id: number; json: string }[]> {
  const cache = inkJsonCache(db);
  const found = cache.lookup(version, ids);
  const missing = ids.filter((_, i) => found[i] === undefined);
  if (missing.length > 0) {
    const rows = await inksInOrder(db, missing);
    const names = await submitterNames(db, rows);
    const made = new Map<number, string>();
    for (const row of rows) {
      const parsed = InkSchema.safeParse(presentInk(row, names));
      if (!parsed.success) {
        throw new Error(`ink ${row.id} does not match the Ink schema: ${parsed.error.message}`);
      }
      const json = JSON.stringify(parsed.data).slice(0, -1);
      made.set(row.id, json);
      cache.store(version, row.id, json);
    }
    ids.forEach((id, i) => {
      if (found[i] === undefined) found[i] = made.get(id);
    });
  }
  return ids.flatMap((id, i) => {
    const json = found[i];
    return json === undefined ? [] : [{ id, json }];
  });
}

/**
 * GET /api/inks as JSON bytes, the same bytes as serializing browseInks' answer checked
 * against InkListResponse (a test holds them equal): from the response cache when this
 * catalogue version already answered the same query; otherwise the page's ids from the
 * search or browse index and the inks' JSON from the presented-ink cache. Search by colour
 * (near=) is browseInks, checked and serialized whole.
 */
export async function browseInksJson(db: Db, q: InkListQuery): Promise<CachedBody> {
  const versions = await catalogueVersions(db);
  return inkListCache(db).get(versions.catalogue, inkListKey(q), async () => {
    if (q.near !== undefined) {
      return new CachedBody(serializeInkList(await browseInks(db, q, versions)));
    }
    const page = q.page ?? 1;
    const limit = q.limit ?? LIMITS.browsePageSize;
    const offset = (page - 1) * limit;
    const facets = { brands: q.brand, colors: q.color, properties: q.properties };
    const items: string[] = [];
    let total: number;
    let suggestions: string[] | undefined;
    if (q.search !== undefined && searchTerms(q.search).length > 0) {
      const found = await searchInks(db, q.search, facets, offset, limit, versions.search);
      for (const { id, json } of await inkEntries(db, versions.catalogue, found.ids)) {
        const doc = found.index.doc(id);
        const marks = SearchMarks.parse(
          searchMarks(found.index, found.plan, {
            id,
            name: doc?.name ?? '',
            brand: doc?.brand ?? '',
            line: doc?.line ?? null,
          }),
        );
        items.push(`${json},"marks":${JSON.stringify(marks)}}`);
      }
      total = found.total;
      if (found.total === 0) suggestions = found.suggestions;
    } else {
      const index = await browseIndex(db, versions.search);
      const found = index.page(facets, offset, limit);
      for (const { json } of await inkEntries(db, versions.catalogue, found.ids)) {
        items.push(`${json}}`);
      }
      total = found.total;
    }
    const hasMore = page * limit < total;
    const tail = suggestions === undefined ? '' : `,"suggestions":${JSON.stringify(suggestions)}`;
    return new CachedBody(
      Buffer.from(
        `{"data":[${items.join(',')}],"page":${page},"hasMore":${hasMore},"total":${total}${tail}}`,
      ),
    );
  });
}

export async function getInk(db: Db, id: number): Promise<Ink> {
  const row = await findInk(db, id);
  if (!row) throw notFound('Ink not found. It may have been removed.');
  const [names, aliases] = await Promise.all([submitterNames(db, [row]), inkAliases(db, id)]);
  return { ...presentInk(row, names), aliases };
}

export async function getFeaturedInks(db: Db): Promise<Ink[]> {
  const rows = await featuredInks(db, LIMITS.featuredInks);
  const names = await submitterNames(db, rows);
  return rows.map((r) => presentInk(r, names));
}

/**
 * Soft-deletes an ink (hidden everywhere, kept for restore) and audits it, inside the
 * caller's transaction. 404 when there is no live ink with this id.
 */
export async function softDeleteInk(trx: Conn, actorId: number | null, id: number): Promise<void> {
  if (!(await setInkDeleted(trx, id, nowIso()))) {
    throw notFound('Ink not found. It may have been removed already.');
  }
  await recordAudit(trx, actorId, 'ink.delete', 'ink', id);
}

/** Brings a deleted ink back, audited. 404 when no deleted ink has this id. */
export async function restoreInk(db: Db, actorId: number, id: number): Promise<Ink> {
  await db.transaction().execute(async (trx) => {
    if (!(await setInkDeleted(trx, id, null))) throw notFound('No deleted ink has this id.');
    await recordAudit(trx, actorId, 'ink.restore', 'ink', id);
  });
  return getInk(db, id);
}

/** Soft-deletes an ink as an admin (the route demands the capability). */
export async function deleteInk(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction().execute((trx) => softDeleteInk(trx, actorId, id));
}

/** Deleted inks, most recently deleted first, for the staff console's Restore list. */
export async function listDeletedInks(db: Db): Promise<Ink[]> {
  const rows = await deletedInks(db);
  const names = await submitterNames(db, rows);
  return rows.map((r) => presentInk(r, names));
}

/**
 * Moderators and admins edit every field of an ink (the route demands the capability).
 * Everything derived (CIELAB, sort keys, search documents) is derived again; the catalogue
 * cache and the search index follow through the database's triggers. The audit log keeps
 * the fields that changed, before and after; images no record uses any more are removed.
 */
export async function editInk(
  deps: { db: Db; media: MediaStore },
  actorId: number,
  id: number,
  body: z.output<typeof InkEditBody>,
): Promise<Ink> {
  const { db } = deps;
  const dropped = await db.transaction().execute(async (trx) => {
    const before = await inkForUpdate(trx, db.kind, id);
    if (!before) throw notFound('Ink not found. It may have been removed.');
    const at = nowIso();
    const changes = inkChanges(
      {
        name: body.name,
        brand: body.brand,
        line: body.line,
        colorHex: body.colorHex,
        color: body.color,
        description: body.description,
        images: body.images,
        properties: body.properties,
        featured: body.featured,
      },
      at,
    );
    // Staff set the source properties; what the crowd grants stays beside them.
    const after = {
      ...changes,
      property_mask: changes.source_property_mask | before.crowd_property_mask,
    };
    const shown = (row: typeof after | typeof before) => ({
      name: row.name,
      brand: row.brand,
      line: row.line,
      color: row.color_family,
      colorHex: row.color_hex,
      description: row.description,
      images: JSON.parse(row.images) as string[],
      properties: propertiesOf(row.source_property_mask),
      featured: row.featured === 1,
    });
    const aliasesBefore = await inkAliases(trx, id);
    const [was, now] = [
      { ...shown(before), aliases: aliasesBefore },
      { ...shown(after), aliases: body.aliases ?? aliasesBefore },
    ];
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
      (k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]),
    );
    if (changed.length === 0) return [];
    await updateInk(trx, id, after);
    if (changed.includes('aliases')) await replaceInkAliases(trx, id, now.aliases, at);
    await recordAudit(trx, actorId, 'ink.edit', 'ink', id, {
      before: Object.fromEntries(changed.map((k) => [k, was[k]])),
      after: Object.fromEntries(changed.map((k) => [k, now[k]])),
    });
    return was.images.filter((u) => !now.images.includes(u));
  });
  await removeUnreferenced(db, deps.media, dropped);
  return getInk(db, id);
}
