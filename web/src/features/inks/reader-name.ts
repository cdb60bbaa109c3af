import type { Ink } from '@inklore/contract';
import { JAPANESE } from '#src/lib/cjk-fonts.ts';

/** An ink's name as a reader of one language sees it first, and its other names. */
export type ReaderName = {
  /** the name the page's heading shows */
  name: string;
  /** its language, when it is not the page's own script (for `lang`) */
  lang?: 'ja';
  /** the catalogue's name under it, when the heading shows another */
  catalogueName?: string;
  /** the other names, without the one the heading shows */
  others: string[];
};

/**
 * Names as their makers write them (ADR 083): a Japanese reader sees an
 * ink's name in kana or kanji first (色彩雫 紺碧 for Pilot's Kon-peki) with the catalogue's
 * romanised name under it; every other reader, and an ink with no such name, the catalogue's.
 * The names in Japanese script are the ink's other names (aliases), which search finds too.
 * `locale` is the page's language (Lingui's `i18n.locale`).
 */
export function readerName(ink: Pick<Ink, 'name' | 'aliases'>, locale: string): ReaderName {
  const aliases = ink.aliases ?? [];
  const own = locale === 'ja' ? aliases.find((a) => JAPANESE.test(a)) : undefined;
  if (own === undefined || JAPANESE.test(ink.name)) return { name: ink.name, others: aliases };
  return {
    name: own,
    lang: 'ja',
    catalogueName: ink.name,
    others: aliases.filter((a) => a !== own),
  };
}
