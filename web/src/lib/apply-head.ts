// The browser's writing of a page's head (head.ts's applyHead), loaded with the first head
// that differs from the document's: a first visit that stays on its page has its head from
// the server (or its shell) and never loads it (ADR 082).
import { LOCALES, localePath, splitLocale } from '@inklore/contract/pages/locales.rules';
import { canonicalPath } from './canonical-path.ts';

function setMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

/**
 * Writes the page's full title (head.ts's pageTitle), description, canonical address, Open
 * Graph and Twitter card tags and its address in each language, into the tags the document
 * has (one of each, never two).
 */
export function writeHead(full: string, description: string, image: string | null): void {
  document.title = full;
  const { origin, pathname, search } = window.location;
  // the page's own path, in its language (ADR 079)
  const { locale, path } = splitLocale(pathname);
  const own = canonicalPath(path, search);
  const url = origin + localePath(locale, own);
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', full);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', image ? origin + image : null);
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', full);
  setMeta('name', 'twitter:description', description);
  setMeta('name', 'twitter:image', image ? origin + image : null);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = url;
  // the same page in every language, as the server's head names them (x-default: English)
  for (const l of [...LOCALES, 'x-default'] as const) {
    let alt = document.head.querySelector<HTMLLinkElement>(`link[hreflang="${l}"]`);
    if (!alt) {
      alt = document.createElement('link');
      alt.rel = 'alternate';
      alt.hreflang = l;
      document.head.append(alt);
    }
    alt.href = origin + (l === 'x-default' ? own : localePath(l, own));
  }
}
