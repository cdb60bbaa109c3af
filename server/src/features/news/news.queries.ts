import type { ExpressionBuilder } from 'kysely';
import type { Conn, Db, DbKind } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';

const summaryColumns = [
  'news.id',
  'news.title',
  'news.excerpt',
  'news.cover_image_url',
  'news.featured',
  'news.published',
  'news.created_at',
  'news.updated_at',
  'news.brand_norm',
  'users.username',
  'users.display_name',
] as const;

function stories(db: Conn) {
  return db.selectFrom('news').leftJoin('users', 'users.id', 'news.author_id');
}

/** The story's brand as the catalogue spells it (ADR 060). */
const brandSpelling = (eb: ExpressionBuilder<Database, 'news'>) =>
  eb
    .selectFrom('inks')
    .select('inks.brand')
    .whereRef('inks.brand_norm', '=', 'news.brand_norm')
    .where('inks.deleted_at', 'is', null)
    .limit(1)
    .as('brand');

/** The catalogue's spelling of a brand (normalised as inks.brand_norm), when a live ink has it. */
export async function brandOfCatalogue(db: Conn, brandNorm: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('inks')
    .select('brand')
    .where('brand_norm', '=', brandNorm)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row?.brand;
}

function published(db: Conn) {
  return stories(db).where('news.published', '=', 1);
}

export type NewsSummaryRow = Awaited<ReturnType<typeof listNews>>['rows'][number];

/** Published stories, newest first. */
export async function listNews(
  db: Db,
  opts: { offset: number; limit: number; featured?: boolean | undefined },
) {
  let q = published(db);
  if (opts.featured !== undefined) q = q.where('news.featured', '=', opts.featured ? 1 : 0);
  const [rows, count] = await Promise.all([
    q
      .select(summaryColumns)
      .select(brandSpelling)
      .orderBy('news.created_at', 'desc')
      .orderBy('news.id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Every story, drafts too, newest first (the staff's list). */
export async function listStories(
  db: Db,
  opts: { offset: number; limit: number; status: 'all' | 'draft' | 'published' },
) {
  let q = stories(db);
  if (opts.status !== 'all')
    q = q.where('news.published', '=', opts.status === 'published' ? 1 : 0);
  const [rows, count] = await Promise.all([
    q
      .select(summaryColumns)
      .select(brandSpelling)
      .orderBy('news.created_at', 'desc')
      .orderBy('news.id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** A story with its body, published or not (callers decide who sees a draft). */
export function findStory(db: Conn, id: number) {
  return stories(db)
    .select([...summaryColumns, 'news.body'])
    .select(brandSpelling)
    .where('news.id', '=', id)
    .executeTakeFirst();
}

/** The newest published stories with their bodies (the feed). */
export function latestPublishedStories(db: Db, limit: number) {
  return published(db)
    .select([...summaryColumns, 'news.body'])
    .select(brandSpelling)
    .orderBy('news.created_at', 'desc')
    .orderBy('news.id', 'desc')
    .limit(limit)
    .execute();
}

/** A story's own columns, its row locked on PostgreSQL until the transaction ends. */
export function storyForUpdate(trx: Conn, kind: DbKind, id: number) {
  return lockedForUpdate(
    trx
      .selectFrom('news')
      .select([
        'id',
        'title',
        'excerpt',
        'body',
        'cover_image_url',
        'featured',
        'published',
        'author_id',
        'brand_norm',
      ])
      .where('id', '=', id),
    kind,
  ).executeTakeFirst();
}

export type StoryColumns = {
  title: string;
  excerpt: string;
  body: string;
  cover_image_url: string | null;
  featured: number;
  published: number;
  brand_norm: string | null;
};

export async function insertStory(
  trx: Conn,
  values: StoryColumns & { author_id: number; at: string },
): Promise<number> {
  const { at, ...rest } = values;
  const row = await trx
    .insertInto('news')
    .values({ ...rest, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStoryRow(
  trx: Conn,
  id: number,
  changes: Partial<StoryColumns>,
  at: string,
): Promise<void> {
  await trx
    .updateTable('news')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Whether a row went. */
export async function deleteStoryRow(trx: Conn, id: number): Promise<boolean> {
  const res = await trx.deleteFrom('news').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
