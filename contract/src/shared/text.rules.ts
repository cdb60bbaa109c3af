/**
 * The one rule for text anyone sends (docs/security.md, "One text rule for every field"), zod-free so the server's
 * request hook and the web app's forms call the same functions.
 *
 * Every text field refuses control characters (C0 but tab, line feed and carriage return;
 * DEL; C1) and lone UTF-16 surrogates: neither is writing, PostgreSQL refuses NUL, and a lone
 * surrogate cannot be stored as UTF-8. Names (usernames, display and real names, collection
 * names) also refuse tab and line breaks, bidirectional controls (which reorder what others
 * see) and invisible characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen,
 * Hangul fillers): "admin" + U+200B must not pass for "admin".
 */

/** The largest id a 32-bit integer column holds (ids of every table). */
export const MAX_ID = 2_147_483_647;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Any surrogate: the lone-surrogate search (slower, with its look-arounds) only when one is there. */
const SURROGATE = /[\uD800-\uDFFF]/;
// The combining ones (grapheme joiner, Khmer inherent vowels) stand apart from the class.
const NAME_ONLY =
  /[\t\n\r\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]|\u034F|\u17B4|\u17B5/;

export const TEXT_MESSAGE = 'Remove the control characters from this text.';
export const NAME_MESSAGE =
  'Use visible characters only: no line breaks, invisible or direction-changing characters.';

/** Null when `s` is acceptable text (a comment, notes, a search), else why not. */
export function textProblem(s: string): string | null {
  return CONTROL.test(s) || (SURROGATE.test(s) && LONE_SURROGATE.test(s)) ? TEXT_MESSAGE : null;
}

/**
 * A name someone else wrote (an OpenID provider's `name` claim) made acceptable: every
 * character the name rule refuses is dropped. Null when nothing is left.
 */
export function cleanName(s: string): string | null {
  const kept = s
    .replace(new RegExp(CONTROL.source, 'g'), '')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '')
    .replace(new RegExp(NAME_ONLY.source, 'g'), ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return kept === '' ? null : kept;
}

/** Null when `s` is acceptable as a name, else why not. */
export function nameProblem(s: string): string | null {
  return textProblem(s) ?? (NAME_ONLY.test(s) ? NAME_MESSAGE : null);
}
