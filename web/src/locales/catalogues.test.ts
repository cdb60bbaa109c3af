import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// The catalogues (ADR 078) against the code, by Lingui's own checks: `lingui check sync` fails
// when the code shows a message src/locales lacks (or keeps one the code no longer shows), and
// `lingui check missing` when a language has no words for one. `npm run i18n:extract` fixes
// the first; a translator the second.
const web = path.resolve(import.meta.dirname, '../..');
const lingui = path.join(web, 'node_modules/.bin/lingui');
const cli = fs.existsSync(lingui) ? lingui : path.join(web, '../node_modules/.bin/lingui');

function check(...args: string[]): string {
  return execFileSync(cli, ['check', ...args], { cwd: web, encoding: 'utf8', stdio: 'pipe' });
}

describe('the message catalogues', () => {
  it('hold every message the code shows, and no other', () => {
    expect(check('sync')).toContain('PASS sync');
  }, 60_000);

  it('have Japanese and German words for every message', () => {
    expect(check('missing', '--mode', 'catalog')).toContain('PASS missing');
  }, 60_000);

  it('leave no message the same in Japanese as in English, unless it is a name', () => {
    const po = (locale: string) =>
      fs.readFileSync(path.join(web, `src/locales/${locale}.po`), 'utf8');
    const pairs = [
      ...po('ja').matchAll(/\nmsgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g),
    ];
    // words of its own (placeholders and tags aside) that Japanese left in English
    const same = pairs.filter(
      ([, id, str]) => id === str && /[a-z]{3}/.test((id ?? '').replace(/\{[^}]*\}|<[^>]*>/g, '')),
    );
    expect(same.map(([, id]) => id)).toEqual([]);
  });

  it('keep every placeholder and element of the English in each translation', () => {
    const en = entries('en');
    const wrong: string[] = [];
    for (const locale of ['ja', 'de']) {
      for (const [key, text] of entries(locale)) {
        const english = en.get(key);
        if (english === undefined || !text) continue;
        let theirs: string;
        try {
          theirs = shape(text);
        } catch (err) {
          wrong.push(`${locale} ${key}: does not compile (${String(err)})`);
          continue;
        }
        if (theirs !== shape(english)) wrong.push(`${locale} ${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** A catalogue's messages: msgctxt and msgid as the key, the translation (English: msgid). */
function entries(locale: string): Map<string, string> {
  const po = fs.readFileSync(path.join(web, `src/locales/${locale}.po`), 'utf8');
  const out = new Map<string, string>();
  for (const block of po.split('\n\n')) {
    const field = (name: string) => {
      const line = block.split('\n').find((l) => l.startsWith(`${name} "`));
      return line === undefined ? undefined : (JSON.parse(line.slice(name.length + 1)) as string);
    };
    const id = field('msgid');
    if (!id) continue;
    out.set(`${field('msgctxt') ?? ''}|${id}`, locale === 'en' ? id : (field('msgstr') ?? ''));
  }
  return out;
}

/** What a message puts in: its placeholders (with their kind) and its elements' tags, sorted. */
function shape(text: string): string {
  const found = new Set<string>();
  const walk = (parts: unknown): void => {
    if (typeof parts === 'string') {
      for (const tag of parts.matchAll(/<\/?\d+\/?>/g)) found.add(tag[0]);
      return;
    }
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (typeof part === 'string') walk(part);
      else if (Array.isArray(part)) {
        const [name, kind, cases] = part as [string, string?, Record<string, unknown>?];
        found.add(`{${name}${kind ? `,${kind}` : ''}}`);
        for (const c of Object.values(cases ?? {})) walk(c);
      }
    }
  };
  walk(compileMessage(text));
  return [...found].sort().join(' ');
}
