import type { SentenceTable } from '@inklore/contract/sentences/match';
import { i18n } from './i18n.ts';

/**
 * The server's sentences (its error messages, and the contract's messages a form checks with)
 * in the page's language (ADR 084). English pages show them as sent and load nothing; a
 * Japanese or German page loads the catalogue and its language's table on first need (an
 * error answer, a form checked), about 9 KB gzip, never on the first load.
 */

type Loaded = { locale: string; translate: (text: string) => string };
let loaded: Loaded | null = null;
const asked = new Map<string, Promise<void>>();

async function tableFor(locale: string): Promise<SentenceTable | null> {
  if (locale === 'ja') return (await import('@inklore/contract/sentences/ja')).SENTENCES_JA;
  if (locale === 'de') return (await import('@inklore/contract/sentences/de')).SENTENCES_DE;
  return null;
}

/** Loads the page language's sentences (at once for English, which has nothing to load). */
export function loadSentences(): Promise<void> {
  const locale = i18n.locale;
  if (locale === 'en' || loaded?.locale === locale) return Promise.resolve();
  const known = asked.get(locale);
  if (known) return known;
  const loading = Promise.all([import('@inklore/contract/sentences/match'), tableFor(locale)])
    .then(([match, table]) => {
      if (table) loaded = { locale, translate: (text) => match.translateSentence(text, table) };
    })
    // not loaded (offline, a new build): the English stays, and the next need asks again
    .catch(() => {
      asked.delete(locale);
    });
  asked.set(locale, loading);
  return loading;
}

/** A server sentence in the page's language, once loaded; else (and on English pages) as sent. */
export function localSentence(text: string): string {
  return loaded && loaded.locale === i18n.locale ? loaded.translate(text) : text;
}
