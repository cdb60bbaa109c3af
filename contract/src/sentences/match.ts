/**
 * Finding a sentence of the catalogue (sentences.ts) from the English text the server sent, and
 * writing it in another language (ADR 084). No zod here: the web app loads this module, with a
 * language's table, only when a Japanese or German page first shows an error.
 */
import { SENTENCES, type SentenceKey } from './sentences.ts';

export type SentenceTable = Readonly<Record<SentenceKey, string>>;
export type FoundSentence = { key: SentenceKey; values: Record<string, string> };

const PLACEHOLDER = /\{([a-z][a-zA-Z0-9]*)\}/g;

type Pattern = { key: SentenceKey; re: RegExp; names: string[]; literal: number };
let fixed: Map<string, SentenceKey> | null = null;
let patterns: Pattern[] = [];

function compile(): Map<string, SentenceKey> {
  if (fixed) return fixed;
  const map = new Map<string, SentenceKey>();
  const list: Pattern[] = [];
  for (const [key, text] of Object.entries(SENTENCES) as [SentenceKey, string][]) {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
    if (names.length === 0) {
      map.set(text, key);
      continue;
    }
    const parts = text.split(PLACEHOLDER);
    // split() with a group alternates literal text and placeholder names
    let source = '';
    for (let i = 0; i < parts.length; i++)
      source +=
        i % 2 === 0 ? (parts[i] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '([\\s\\S]*?)';
    list.push({
      key,
      re: new RegExp(`^${source}$`),
      names,
      literal: text.replace(PLACEHOLDER, '').length,
    });
  }
  // the most specific first: "Invalid email: {problem}" before "Invalid {field}: {problem}"
  patterns = list.sort((a, b) => b.literal - a.literal);
  fixed = map;
  return map;
}

/** The catalogue's sentence an English text is, with the values in its placeholders. */
export function findSentence(text: string): FoundSentence | null {
  const key = compile().get(text);
  if (key) return { key, values: {} };
  for (const p of patterns) {
    const m = p.re.exec(text);
    if (!m) continue;
    const values: Record<string, string> = {};
    p.names.forEach((name, i) => (values[name] = m[i + 1] ?? ''));
    return { key: p.key, values };
  }
  return null;
}

/** A template with its placeholders filled; a placeholder without a value stays as written. */
export function fillSentence(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * An English text in the table's language: the sentence it is, with each value that is itself
 * a sentence (a field's problem inside "Invalid {field}: {problem}") written in it too. A text
 * the catalogue does not hold stays English.
 */
export function translateSentence(text: string, table: SentenceTable, depth = 0): string {
  const found = findSentence(text);
  if (!found) return text;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.values))
    values[name] = depth < 2 ? translateSentence(value, table, depth + 1) : value;
  return fillSentence(table[found.key], values);
}

/** The placeholders a sentence names, sorted: a translation must name the same ones. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))].sort();
}
