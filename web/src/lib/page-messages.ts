import { splitLocale, type Locale } from '@inklore/contract/pages/locales.rules';
import { i18n, type Catalogue } from './i18n.ts';

/**
 * Each page's messages in the page's language (ADR 078), loaded with its code: the build
 * writes one file per page and language (web/build/messages.ts) under a hash it names on the
 * app's meta (data-messages); the language is the address's (ADR 079).
 */

function pageLocale(): Locale {
  // the address's, as the router's and the server's (not <html lang>, which a page translator
  // may rewrite)
  return splitLocale(window.location.pathname).locale;
}

const asked = new Map<string, Promise<void>>();

/** The messages of `page` (a page table name); nothing to do outside a browser. */
export function loadPageMessages(page: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const known = asked.get(page);
  if (known) return known;
  const locale = pageLocale();
  const build = document.querySelector<HTMLMetaElement>('meta[name="inklore-app"]')?.dataset
    .messages;
  const loading = (
    build
      ? fetch(`/assets/messages/${build}/${locale}/${page}.json`).then((res) => {
          if (!res.ok) throw new Error(`the page's words did not load (${res.status})`);
          return res.json() as Promise<Catalogue>; // written by the same build
        })
      : devCatalogue(locale)
  ).then((messages) => {
    if (i18n.locale === locale) i18n.load(messages);
    else i18n.activate(locale, { ...messages });
  });
  // a failure is asked again next time (the page's own error boundary shows it meanwhile)
  loading.catch(() => asked.delete(page));
  asked.set(page, loading);
  return loading;
}

/** The dev server has no build: the whole catalogue, compiled by Lingui's Vite plugin. */
async function devCatalogue(locale: Locale): Promise<Catalogue> {
  if (!import.meta.env.DEV) return {};
  const mod = (await import(`../locales/${locale}.po`)) as { messages: Catalogue };
  return mod.messages;
}
