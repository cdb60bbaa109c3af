/**
 * Finding a sentence of the catalogue (sentences.ts) from the English text the server sent, and
 * writing it in another language (ADR 084). No zod here: the web app loads this module, with a
 * language's table, only when a Japanese or German page first shows an error.
 */
import { SENTENCES, type SentenceKey } from './sentences.ts';

export type SentenceTable = Readonly<Record<SentenceKey, string>>;
export type FoundSentence = { key: SentenceKey; values: Record<string, string> };

const PLACEHOLDER = /\{([a-z][a-zA-Z0-9]*)\}/g;

type Pattern = { key: SentenceKey; re: RegExp; names: readonly string[]; literal: number };
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
    // split() with a group alternates literal text and placeholder names; a name said twice
    // ("Invalid {param}: {param} is not a known parameter") must be the same text both times
    let source = '';
    const seen = new Set<string>();
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      if (i % 2 === 0) source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      else if (seen.has(part)) source += `\\k<${part}>`;
      else {
        seen.add(part);
        source += `(?<${part}>[\\s\\S]*?)`;
      }
    }
    list.push({
      key,
      re: new RegExp(`^${source}$`),
      names: [...seen],
      literal: text.replace(PLACEHOLDER, '').length,
    });
  }
  // the most specific first: "Invalid email: {problem}" before "Invalid {field}: {problem}"
  patterns = list.sort((a, b) => b.literal - a.literal);
  fixed = map;
  return map;
}

/**
 * The longest text a pattern is tried on: the catalogue's sentences are a line or two, and a
 * pattern's lazy groups cost time with the square of a text that almost matches (a refusal
 * that quotes a long value a member sent).
 */
const LONGEST = 2000;

/** The catalogue's sentence an English text is, with the values in its placeholders. */
export function findSentence(text: string): FoundSentence | null {
  const key = compile().get(text);
  if (key) return { key, values: {} };
  if (text.length > LONGEST) return null;
  for (const p of patterns) {
    const groups = p.re.exec(text)?.groups;
    if (!groups) continue;
    const values: Record<string, string> = {};
    for (const name of p.names) values[name] = groups[name] ?? '';
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
