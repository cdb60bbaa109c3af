import { LIMITS, type Ink, type InkListQuery, type InkListResponse } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { notFound } from '#src/lib/errors.ts';
import { featuredInks, findInk, listInks, submitterNames } from './inks.queries.ts';
import { presentInk } from './inks.present.ts';

export async function browseInks(db: Db, q: InkListQuery): Promise<InkListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? LIMITS.browsePageSize;
  const { rows, total } = await listInks(
    db,
    { search: q.search, brands: q.brand, colors: q.color, properties: q.properties },
    (page - 1) * limit,
    limit,
  );
  const names = await submitterNames(db, rows);
  return {
    data: rows.map((r) => presentInk(r, names)),
    page,
    hasMore: page * limit < total,
    total,
  };
}

export async function getInk(db: Db, id: number): Promise<Ink> {
  const row = await findInk(db, id);
  if (!row) throw notFound('Ink not found. It may have been removed.');
  return presentInk(row, await submitterNames(db, [row]));
}

export async function getFeaturedInks(db: Db): Promise<Ink[]> {
  const rows = await featuredInks(db, LIMITS.featuredInks);
  const names = await submitterNames(db, rows);
  return rows.map((r) => presentInk(r, names));
}
