import type { SentenceTable } from '@inklore/contract/sentences/match';

/**
 * The server's sentences (its error messages, and the contract's messages a form checks with)
 * in a page's language (ADR 084). English pages show them as sent and load nothing; a
 * Japanese or German page loads the catalogue and its language's table on first need (an
 * error answer, a form's check, or once the page is idle), about 9 KB gzip, never on the first
 * load. Each language is kept apart: the server draws pages in several languages at once, so
 * every call names the language it writes in (read before any await).
 */

const translators = new Map<string, (text: string) => string>();
const asked = new Map<string, Promise<void>>();

async function tableFor(locale: string): Promise<SentenceTable | null> {
  if (locale === 'ja') return (await import('@inklore/contract/sentences/ja')).SENTENCES_JA;
  if (locale === 'de') return (await import('@inklore/contract/sentences/de')).SENTENCES_DE;
  return null;
}

/** Loads a language's sentences (at once for English, which has nothing to load). */
export function loadSentences(locale: string): Promise<void> {
  if (locale === 'en' || translators.has(locale)) return Promise.resolve();
  const known = asked.get(locale);
  if (known) return known;
  const loading = Promise.all([import('@inklore/contract/sentences/match'), tableFor(locale)])
    .then(([match, table]) => {
      if (table) translators.set(locale, (text) => match.translateSentence(text, table));
    })
    // not loaded (offline, a build replaced): the English stays, and the next need asks again
    .catch(() => {
      asked.delete(locale);
    });
  asked.set(locale, loading);
  return loading;
}

/** A server sentence in `locale`, once that language is loaded; else (and in English) as sent. */
export function localSentence(text: string, locale: string): string {
  return translators.get(locale)?.(text) ?? text;
}
