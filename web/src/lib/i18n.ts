import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Locale } from '@inklore/contract/pages/locales.rules';

/**
 * The messages' runtime (ADR 078). The code writes its text with Lingui's macros (`t`, `msg`,
 * `plural` from @lingui/core/macro; `Trans`, `useLingui` from @lingui/react/macro); the build
 * turns each into a call here with the message's id, and the words come from the catalogue of
 * the page's language (src/locales/*.po, compiled by web/build/messages.ts). This is Lingui's
 * runtime cut to what the app uses, 0.6 KB instead of its 4.3 KB gzip: no events (the
 * language never changes under a live page: choosing another loads the page in it), no Intl
 * (ADR 076: the three languages' plural rules and separators are written out here).
 */

export type { Locale } from '@inklore/contract/pages/locales.rules';

/** A compiled message: plain text, or text and placeholders (@lingui/message-utils' form: Part). */
export type Compiled = string | unknown[];
type Part = string | [name: string, kind?: string, cases?: Record<string, Compiled>];
export type Catalogue = Record<string, Compiled>;

/** What a macro becomes: the message's id, its values, and (a <Trans>) its elements. */
export type Descriptor = {
  id: string;
  /** The English text; kept only outside production builds (tests, the dev server). */
  message?: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
};

/**
 * A whole number as the language writes it (1,234; German 1.234); anything else as it is,
 * with German's decimal comma.
 */
export function formatNumberIn(locale: Locale, n: number): string {
  const de = locale === 'de';
  return Number.isSafeInteger(n)
    ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, de ? '.' : ',')
    : de
      ? String(n).replace('.', ',')
      : String(n);
}

/**
 * The message's parts with its values put in: the message's own text as strings, each value
 * wrapped (a <Trans>'s elements among them). A plural's case is chosen by CLDR's rule for whole numbers (English and
 * German: one for 1, else other; Japanese: other), after an exact `=N`; `#` is its number.
 */
function fill(
  locale: Locale,
  message: Compiled,
  values: Record<string, unknown>,
  count?: string,
): (string | Value)[] {
  if (typeof message === 'string') return [message];
  return (message as Part[]).flatMap((part): (string | Value)[] => {
    if (typeof part === 'string') return [count === undefined ? part : part.replace(/#/g, count)];
    const [name, kind, cases = {}] = part;
    const value = values[name];
    if (kind === 'plural' || kind === 'select') {
      const n = Number(value);
      const chosen =
        cases[String(value)] ??
        (kind === 'plural' && locale !== 'ja' && n === 1 ? cases.one : undefined) ??
        cases.other ??
        '';
      return fill(locale, chosen, values, kind === 'plural' ? formatNumberIn(locale, n) : count);
    }
    return [{ v: typeof value === 'number' ? formatNumberIn(locale, value) : value }];
  });
}

/** A value put in a message (fill): never read for tags. */
type Value = { v: unknown };

/** A value as text: a string or a number (formatted already); nothing else is text. */
const text = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';

let onMissing: ((d: Descriptor) => void) | undefined;

/** Told of each message no catalogue holds (the tests fail on one: src/test/setup.ts). */
export function onMissingMessage(report: (d: Descriptor) => void): void {
  onMissing = report;
}

class Messages {
  locale: Locale = 'en';
  private catalogue: Catalogue = {};

  /** Starts a language with its catalogue (a page's messages; the server's whole catalogue). */
  activate(locale: Locale, catalogue: Catalogue): void {
    this.locale = locale;
    this.catalogue = catalogue;
  }

  /** Adds messages (another page's) to the language's catalogue. */
  load(catalogue: Catalogue): void {
    Object.assign(this.catalogue, catalogue);
  }

  /** See fill; a message no catalogue holds shows its English where the build kept it. */
  parts(d: Descriptor): (string | Value)[] {
    const found = this.catalogue[d.id];
    // (only where the build keeps the English: the tests and the dev server)
    if (import.meta.env.DEV && found === undefined) onMissing?.(d);
    return fill(this.locale, found ?? d.message ?? d.id, d.values ?? {});
  }

  /** The message as text. */
  _ = (d: Descriptor): string =>
    this.parts(d)
      .map((p) => (typeof p === 'string' ? p : text(p.v)))
      .join('');
}

/** What the build points the macros at (web/lingui.config.ts). */
export const i18n = new Messages();

/** `const { t } = useLingui()` (the macro) becomes this. @public (the build's macros call it) */
export function useLingui(): { i18n: Messages; _: Messages['_'] } {
  return { i18n, _: i18n._ };
}

/**
 * `<Trans>` (the macro) becomes this: the message with its elements (`<0>a link</0>`, `<1/>`)
 * as the code's own. Tags are read only in the message's own text, never in a value, so a
 * name a member wrote that looks like a tag stays text.
 */
export function Trans(d: Descriptor): ReactNode {
  const open: ReactNode[][] = [[]];
  const tags: string[] = [];
  let key = 0;
  const add = (node: ReactNode) => open[open.length - 1]?.push(node);
  const close = (tag: string, children: ReactNode[]) => {
    const el = d.components?.[tag];
    add(el ? cloneElement(el, { key: key++ }, ...children) : children);
  };
  for (const part of i18n.parts(d)) {
    if (typeof part !== 'string') {
      const v = part.v as ReactNode; // a value the code put in: text, a number or an element
      add(isValidElement(v) ? cloneElement(v, { key: key++ }) : v);
      continue;
    }
    for (const piece of part.split(/(<\/?\d+\/?>)/)) {
      const tag = /^<(\/?)(\d+)(\/?)>$/.exec(piece);
      if (!tag) {
        if (piece) add(piece);
      } else if (tag[3]) close(tag[2] ?? '', []);
      else if (!tag[1]) {
        open.push([]);
        tags.push(tag[2] ?? '');
      } else if (open.length > 1) close(tags.pop() ?? '', open.pop() ?? []);
    }
  }
  return open[0];
}
