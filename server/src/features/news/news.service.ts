import {
  LIMITS,
  NEWS_LIMITS,
  SOCIAL_MESSAGES,
  type NewsArticle,
  type NewsListResponse,
  type NewsPreview,
  type NewsSummary,
} from '@inklore/contract';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { decodeDataUrl, processImage } from '#src/media/images.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { atomFeed } from './news.feed.ts';
import { renderPreview, renderMarkdown as renderStoryMarkdown } from '#src/lib/markdown.ts';
import { seesDrafts } from './news.policy.ts';
import { presentNewsArticle, presentNewsSummary } from './news.present.ts';
import { brandKey } from '#src/shared/ink-records/ink-names.ts';
import { recordFeedEvent } from '#src/shared/member-links/member-links.queries.ts';
import {
  brandOfCatalogue,
  deleteStoryRow,
  findStory,
  insertStory,
  latestPublishedStories,
  listNews,
  listStories,
  storyForUpdate,
  updateStoryRow,
  type StoryColumns,
} from './news.queries.ts';

/** The site's name in the feed. */
const SITE_NAME = 'Inklore';

/** How many featured stories the home page shows (spec §2 Home: up to 2). */
export const FEATURED_NEWS_COUNT = 2;

const NO_STORY = 'News story not found. It may have been removed.';

export type NewsDeps = { db: Db; config: Config; media: MediaStore };

/**
 * A story's brand (ADR 060): a brand of the catalogue (a live ink has it), stored normalised
 * as inks.brand_norm; null for none. 400 naming the field otherwise.
 */
async function brandNormOf(db: Conn, brand: string | null): Promise<string | null> {
  if (brand === null) return null;
  const norm = brandKey(brand);
  if ((await brandOfCatalogue(db, norm)) === undefined) {
    const message = SOCIAL_MESSAGES.brandNotFound;
    throw new AppError(400, 'validation_failed', `Invalid brand: ${message}`, { brand: message });
  }
  return norm;
}

/**
 * A published story about a brand reaches the brand's followers (ADR 060): one feed event per
 * story, in the transaction that publishes it.
 */
async function announce(
  trx: Conn,
  id: number,
  story: Pick<StoryColumns, 'published' | 'brand_norm'>,
) {
  if (story.published !== 1 || story.brand_norm === null) return;
  await recordFeedEvent(trx, { kind: 'news', brandNorm: story.brand_norm, targetId: id }, 'ever');
}

export async function browseNews(
  db: Db,
  q: { page?: number | undefined; limit?: number | undefined; featured?: boolean | undefined },
): Promise<NewsListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? LIMITS.newsPageSize;
  const { rows, total } = await listNews(db, {
    offset: (page - 1) * limit,
    limit,
    featured: q.featured,
  });
  return { data: rows.map(presentNewsSummary), page, hasMore: page * limit < total, total };
}

export async function featuredNews(db: Db): Promise<NewsSummary[]> {
  const { rows } = await listNews(db, { offset: 0, limit: FEATURED_NEWS_COUNT, featured: true });
  return rows.map(presentNewsSummary);
}

/** A story; a draft only for staff (news.policy.ts), to everyone else it does not exist. */
export async function getNews(
  deps: { db: Db; config: Config },
  actor: RequestActor | null,
  id: number,
): Promise<NewsArticle> {
  const row = await findStory(deps.db, id);
  if (!row || (row.published !== 1 && !seesDrafts(actor, deps.config.staffMfa))) {
    throw notFound(NO_STORY);
  }
  return presentNewsArticle(row);
}

/** The staff's list: drafts and published stories, newest first. */
export async function storiesForStaff(
  db: Db,
  q: {
    page?: number | undefined;
    limit?: number | undefined;
    status?: 'all' | 'draft' | 'published' | undefined;
  },
): Promise<NewsListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? LIMITS.newsMaxLimit;
  const { rows, total } = await listStories(db, {
    offset: (page - 1) * limit,
    limit,
    status: q.status ?? 'all',
  });
  return { data: rows.map(presentNewsSummary), page, hasMore: page * limit < total, total };
}

/** The editor's live preview: the same rendering readers get. */
export function previewStory(body: string): NewsPreview {
  return { html: renderPreview(body) };
}

/**
 * A cover as uploaded, decoded and re-encoded whatever the client did (media/images.ts):
 * fitted in 1600 px, a fresh JPEG with no metadata, stored under its content hash.
 */
async function storeCover(deps: NewsDeps, dataUrl: string): Promise<string> {
  const bytes = decodeDataUrl(dataUrl, NEWS_LIMITS.coverMaxBytes);
  const image = await processImage(bytes, {
    width: NEWS_LIMITS.coverMaxSide,
    height: NEWS_LIMITS.coverMaxSide,
    fit: 'inside',
    quality: 82,
  });
  return deps.media.put('news', image.data, 'jpg');
}

async function presentStory(db: Db, id: number): Promise<NewsArticle> {
  const row = await findStory(db, id);
  if (!row) throw notFound(NO_STORY);
  return presentNewsArticle(row);
}

/** A new story, written by the acting moderator or admin; audited. */
export async function createStory(
  deps: NewsDeps,
  actor: RequestActor,
  input: {
    title: string;
    excerpt: string;
    body: string;
    featured: boolean;
    published: boolean;
    coverImage?: string | undefined;
    brand?: string | undefined;
  },
): Promise<NewsArticle> {
  const brandNorm = await brandNormOf(deps.db, input.brand ?? null);
  const cover = input.coverImage ? await storeCover(deps, input.coverImage) : null;
  const values: StoryColumns = {
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    cover_image_url: cover,
    featured: input.featured ? 1 : 0,
    published: input.published ? 1 : 0,
    brand_norm: brandNorm,
  };
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const id = await insertStory(trx, { ...values, author_id: actor.id, at: nowIso() });
      await recordAudit(trx, actor.id, 'news.create', 'news', id, {
        title: values.title,
        published: input.published,
        featured: input.featured,
        coverImageUrl: cover,
        ...(brandNorm === null ? {} : { brand: brandNorm }),
      });
      await announce(trx, id, values);
      return id;
    })
    .catch(async (err: unknown) => {
      await removeUnreferenced(deps.db, deps.media, [cover]);
      throw err;
    });
  return presentStory(deps.db, id);
}

type ShortField = 'title' | 'excerpt' | 'featured' | 'published' | 'cover_image_url' | 'brand_norm';

/**
 * Changes the fields sent (PUT /api/news/{id}): text, featured, published, and the cover (a
 * new upload replaces it, null removes it; the old file goes once nothing refers to it).
 * Audited as news.publish, news.unpublish or news.update with each change's before and after
 * (the body's before only: the story itself holds the after). Sending what is already there
 * changes nothing and records nothing.
 */
export async function updateStory(
  deps: NewsDeps,
  actor: RequestActor,
  id: number,
  input: {
    title?: string | undefined;
    excerpt?: string | undefined;
    body?: string | undefined;
    featured?: boolean | undefined;
    published?: boolean | undefined;
    coverImage?: string | null | undefined;
    brand?: string | null | undefined;
  },
): Promise<NewsArticle> {
  const { db } = deps;
  const brandNorm = input.brand === undefined ? undefined : await brandNormOf(db, input.brand);
  const newCover =
    typeof input.coverImage === 'string' ? await storeCover(deps, input.coverImage) : undefined;
  const cover = input.coverImage === null ? null : newCover;
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  const wanted: Partial<StoryColumns> = {
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    featured: flag(input.featured),
    published: flag(input.published),
    cover_image_url: cover,
    brand_norm: brandNorm,
  };
  const previous = await db
    .transaction()
    .execute(async (trx) => {
      const before = await storyForUpdate(trx, db.kind, id);
      if (!before) throw notFound(NO_STORY);
      const changes: Partial<StoryColumns> = {};
      const audit: Record<string, unknown> = {};
      for (const key of Object.keys(wanted) as (keyof StoryColumns)[]) {
        const next = wanted[key];
        if (next === undefined || next === before[key]) continue;
        Object.assign(changes, { [key]: next });
        if (key === 'body') audit.body = { from: before.body };
        else {
          const short: ShortField = key;
          const asShown = (v: unknown) =>
            short === 'featured' || short === 'published' ? v === 1 : v;
          const named = { cover_image_url: 'coverImageUrl', brand_norm: 'brand' } as const;
          audit[short === 'cover_image_url' || short === 'brand_norm' ? named[short] : short] = {
            from: asShown(before[short]),
            to: asShown(next),
          };
        }
      }
      if (Object.keys(changes).length === 0) return null;
      await updateStoryRow(trx, id, changes, nowIso());
      const action =
        changes.published === 1
          ? 'news.publish'
          : changes.published === 0
            ? 'news.unpublish'
            : 'news.update';
      await recordAudit(trx, actor.id, action, 'news', id, { title: before.title, changes: audit });
      await announce(trx, id, { ...before, ...changes });
      return 'cover_image_url' in changes ? before.cover_image_url : null;
    })
    .catch(async (err: unknown) => {
      await removeUnreferenced(db, deps.media, [newCover]);
      throw err;
    });
  // The same picture again has the same name: it is still referenced, so it stays.
  await removeUnreferenced(db, deps.media, [previous]);
  return presentStory(db, id);
}

/** Deletes a story; the audit log keeps its text, and its cover goes once unreferenced. */
export async function deleteStory(deps: NewsDeps, actor: RequestActor, id: number): Promise<void> {
  const { db } = deps;
  const cover = await db.transaction().execute(async (trx) => {
    const before = await storyForUpdate(trx, db.kind, id);
    if (!before || !(await deleteStoryRow(trx, id))) throw notFound(NO_STORY);
    await recordAudit(trx, actor.id, 'news.delete', 'news', id, {
      title: before.title,
      excerpt: before.excerpt,
      body: before.body,
      coverImageUrl: before.cover_image_url,
      featured: before.featured === 1,
      published: before.published === 1,
      authorId: before.author_id,
    });
    return before.cover_image_url;
  });
  await removeUnreferenced(db, deps.media, [cover]);
}

/** The Atom feed of the newest published stories (news.feed.ts). */
export async function newsFeed(db: Db, origin: string): Promise<string> {
  const rows = await latestPublishedStories(db, NEWS_LIMITS.feedSize);
  const stories = rows.map((row) => ({
    ...presentNewsSummary(row),
    html: renderStoryMarkdown(row.body, origin),
  }));
  return atomFeed(
    origin,
    {
      name: SITE_NAME,
      title: `${SITE_NAME}: Tidings & Stories`,
      subtitle:
        'News from the Inklore community: new inks, how-tos and stories from the ink shelf.',
    },
    stories,
  );
}
