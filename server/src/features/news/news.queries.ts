import type { Db } from '#src/db/database.ts';

const summaryColumns = [
  'news.id',
  'news.title',
  'news.excerpt',
  'news.cover_image_url',
  'news.featured',
  'news.created_at',
  'news.updated_at',
  'users.username',
  'users.display_name',
] as const;

function published(db: Db) {
  return db
    .selectFrom('news')
    .leftJoin('users', 'users.id', 'news.author_id')
    .where('news.published', '=', 1);
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
      .orderBy('news.created_at', 'desc')
      .orderBy('news.id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export function findNews(db: Db, id: number) {
  return published(db)
    .select([...summaryColumns, 'news.body'])
    .where('news.id', '=', id)
    .executeTakeFirst();
}
