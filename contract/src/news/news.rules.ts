/**
 * Limits of a news story and the address of the news feed (spec §2 /admin/news; decisions.md
 * "News"). No zod here, so the web app's pages (the head's feed link, the editor's counters)
 * import it alone.
 */
export const NEWS_LIMITS = {
  titleMax: 160,
  excerptMax: 400,
  /** Markdown source. */
  bodyMax: 40_000,
  /** A cover image as uploaded, before the server re-encodes it. */
  coverMaxBytes: 5 * 1024 * 1024,
  /** The longer side of a stored cover, in pixels. */
  coverMaxSide: 1600,
  /** Stories in the feed. */
  feedSize: 20,
} as const;

/** The Atom feed of published stories, a server route outside /api (not a web page). */
export { NEWS_FEED_PATH } from '../pages/pages.rules.ts';
