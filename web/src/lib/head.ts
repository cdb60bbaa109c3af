import { useEffect } from 'react';
import { SITE } from './site.ts';

/**
 * Document head per page: title, description and the Open Graph pair. Done in an effect on
 * the tags index.html already has, so there are never two descriptions.
 */
export function pageTitle(title: string | null): string {
  return title ? `${title} | ${SITE.name}` : `${SITE.name}: ${SITE.tagline}`;
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

export function applyHead(title: string | null, description: string): void {
  const full = pageTitle(title);
  document.title = full;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', full);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', window.location.href);
}

/** `title` null means the site's own title (the home page). */
export function useHead(title: string | null, description: string = SITE.description): void {
  useEffect(() => {
    applyHead(title, description);
  }, [title, description]);
}

/**
 * JSON-LD structured data. The element is a data block (type application/ld+json), which the
 * browser never executes, so the CSP's script-src 'self' does not apply to it; it is created
 * through the DOM, so no inline HTML is involved.
 */
export function setJsonLd(id: string, data: object | null): void {
  const selector = `script[type="application/ld+json"][data-ld="${id}"]`;
  const existing = document.head.querySelector(selector);
  if (!data) {
    existing?.remove();
    return;
  }
  const el = existing ?? document.createElement('script');
  el.setAttribute('type', 'application/ld+json');
  el.setAttribute('data-ld', id);
  el.textContent = JSON.stringify(data);
  if (!existing) document.head.append(el);
}

/**
 * Keeps one JSON-LD block in the head while the component is shown. `build` receives the
 * site's origin and runs after render (never during a server render of the shell).
 */
export function useJsonLd(id: string, build: (origin: string) => object | null): void {
  useEffect(() => {
    const data = build(window.location.origin);
    const next = data ? JSON.stringify(data) : null;
    const current = document.head.querySelector(
      `script[type="application/ld+json"][data-ld="${id}"]`,
    );
    if ((current?.textContent ?? null) !== next) setJsonLd(id, data);
  });
  useEffect(() => () => setJsonLd(id, null), [id]);
}
