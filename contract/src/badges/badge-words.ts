import type { Locale } from '../pages/locales.rules.ts';

/**
 * The badges' names and rules in Japanese and German (ADR 084: the server's words, one table
 * for the web's pages and the server's notifications and mails). English is the badge's own.
 */
type Words = { name: string; rule: string };

const JA: Record<string, Words> = {
  'first-image': { name: '最初のスウォッチ', rule: '初めてのコミュニティ画像を共有する。' },
  'gallery-regular': { name: 'ギャラリーの常連', rule: 'コミュニティ画像を 10 枚共有する。' },
  sampler: { name: 'サンプラー', rule: 'インク在庫に 10 本のインクを登録する。' },
  collector: { name: 'コレクター', rule: 'インク在庫に 50 本のインクを登録する。' },
  archivist: { name: 'アーキビスト', rule: 'インク在庫に 200 本のインクを登録する。' },
  'first-words': { name: '最初のひとこと', rule: 'インクにコメントする。' },
  conversationalist: { name: '話し上手', rule: '25 本のインクにコメントする。' },
  discoverer: { name: '発見者', rule: '発見がカタログに承認される。' },
  explorer: { name: '探検家', rule: '発見が 5 件承認される。' },
  'crowd-pleaser': { name: '人気者', rule: 'コミュニティ画像に 10 票を集める。' },
  'gallery-star': { name: 'ギャラリーのスター', rule: 'コミュニティ画像に 50 票を集める。' },
  'full-spectrum': {
    name: 'フルスペクトル',
    rule: '10 の色系統のインクを所有するか、試す。',
  },
  curator: { name: 'キュレーター', rule: '10 本以上のインクの公開コレクションを持つ。' },
  moderator: {
    name: 'ペン先の守り手',
    rule: 'モデレーターまたは管理者としてコミュニティに貢献する。',
  },
  admin: { name: 'マスターインカー', rule: '管理者としてコミュニティに貢献する。' },
};

const DE: Record<string, Words> = {
  'first-image': { name: 'Erstes Farbmuster', rule: 'Teile dein erstes Community-Bild.' },
  'gallery-regular': { name: 'Stammgast der Galerie', rule: 'Teile 10 Community-Bilder.' },
  sampler: { name: 'Probierer', rule: 'Führe 10 Tinten in deinem Tintenvorrat.' },
  collector: { name: 'Sammler', rule: 'Führe 50 Tinten in deinem Tintenvorrat.' },
  archivist: { name: 'Archivar', rule: 'Führe 200 Tinten in deinem Tintenvorrat.' },
  'first-words': { name: 'Erste Worte', rule: 'Kommentiere eine Tinte.' },
  conversationalist: { name: 'Plaudertasche', rule: 'Kommentiere 25 Tinten.' },
  discoverer: {
    name: 'Entdecker',
    rule: 'Lass eine Entdeckung in den Katalog aufnehmen.',
  },
  explorer: { name: 'Forscher', rule: 'Lass 5 Entdeckungen aufnehmen.' },
  'crowd-pleaser': {
    name: 'Publikumsliebling',
    rule: 'Erhalte 10 Stimmen für deine Community-Bilder.',
  },
  'gallery-star': { name: 'Galeriestar', rule: 'Erhalte 50 Stimmen für deine Community-Bilder.' },
  'full-spectrum': {
    name: 'Volles Spektrum',
    rule: 'Besitze oder probiere Tinten aus 10 Farbfamilien.',
  },
  curator: { name: 'Kurator', rule: 'Führe eine öffentliche Sammlung mit 10 oder mehr Tinten.' },
  moderator: {
    name: 'Hüter der Feder',
    rule: 'Diene der Community als Moderator oder Admin.',
  },
  admin: { name: 'Meister der Tinte', rule: 'Diene der Community als Admin.' },
};

export const BADGE_WORDS: Readonly<Record<Exclude<Locale, 'en'>, Record<string, Words>>> = {
  ja: JA,
  de: DE,
};

/** A badge's name and rule in a language; the badge's own English where it has none. */
export function badgeWords(
  badge: { id: string; name: string; rule: string },
  locale: Locale,
): Words {
  if (locale === 'en') return { name: badge.name, rule: badge.rule };
  return BADGE_WORDS[locale][badge.id] ?? { name: badge.name, rule: badge.rule };
}
