import { createContext, use, useEffect } from 'react';
import { SITE, siteDescription, siteTagline } from './site.ts';
import type * as ApplyHead from './apply-head.ts';

/**
 * Document head per page: title, description, canonical address, the Open Graph and Twitter
 * card tags and the JSON-LD blocks. In the browser it is done in effects on the tags the page
 * already has, so there are never two descriptions; while the server renders a page
 * (src/ssr/entry-server.tsx) the same calls write into a HeadSink instead, which the server
 * turns into the HTML's <head>, so crawlers and link previews read it without JavaScript.
 */
export function pageTitle(title: string | null): string {
  return title ? `${title} | ${SITE.name}` : `${SITE.name}: ${siteTagline()}`;
}

/** What a page says about itself; `image` is a site path (a link preview picture). */
export type HeadData = { title: string; description: string; image: string | null };

/** The server's collector: one per rendered page, emptied before each drawing. */
export class HeadSink {
  head: HeadData | null = null;
  readonly jsonLd = new Map<string, object>();
  /** The HTTP status the page answers with (usePageStatus). */
  status = 200;

  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  reset(): void {
    this.head = null;
    this.jsonLd.clear();
    this.status = 200;
  }

  setHead(head: HeadData): void {
    this.head = head;
  }

  setJsonLd(id: string, data: object | null): void {
    if (data) this.jsonLd.set(id, data);
    else this.jsonLd.delete(id);
  }

  setStatus(status: number): void {
    this.status = status;
  }
}

export const HeadSinkContext = createContext<HeadSink | null>(null);

/**
 * The code that writes the head's tags (apply-head.ts, ADR 082), asked for with the first
 * change: a page's first head is in the document already (the server, or the page's shell,
 * wrote it), so a first visit that stays on its page never loads it. One promise, so the
 * writes are done in the order they were asked for.
 */
let headCode: Promise<typeof ApplyHead> | null = null;
let untouched = true;

/** Writes the head, unless it is the document's first and the document says it already. */
export function applyHead(title: string | null, description: string, image: string | null): void {
  const full = pageTitle(title);
  const first = untouched;
  untouched = false;
  if (
    first &&
    document.title === full &&
    document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ===
      description
  )
    return;
  void (headCode ??= import('./apply-head.ts')).then((m) => m.writeHead(full, description, image));
}

/**
 * `title` null means the site's own title (the home page); `image` a link preview picture's
 * path (/preview/ink/{id}.png).
 */
export function useHead(
  title: string | null,
  description: string = siteDescription(),
  image: string | null = null,
): void {
  const sink = use(HeadSinkContext);
  sink?.setHead({ title: pageTitle(title), description, image });
  useEffect(() => {
    applyHead(title, description, image);
  }, [title, description, image]);
}

/**
 * The HTTP status of a page drawn on the server: a page showing "not found" says 404 (and one
 * whose data could not be loaded 503), so crawlers and link previews are told the truth.
 * Nothing in the browser.
 */
export function usePageStatus(status: number): void {
  const sink = use(HeadSinkContext);
  sink?.setStatus(status);
}

/**
 * JSON-LD structured data, for search engines: written by the server's renderer into the
 * pages it draws (a data block, type application/ld+json, never executed). The browser's build
 * passes `build` as null (`import.meta.env.SSR ? ... : null` at each call, so the builders'
 * code stays out of the app); in the browser a block the server wrote goes when its page does
 * (`key` names the page: a client navigation to another ink takes the first one's away).
 */
export function useJsonLd(
  id: string,
  build: ((origin: string) => object | null) | null,
  key: string | number = '',
): void {
  const sink = use(HeadSinkContext);
  if (build) sink?.setJsonLd(id, build(sink.origin));
  useEffect(
    () => () => document.head.querySelector(`script[data-ld="${id}"]`)?.remove(),
    [id, key],
  );
}
