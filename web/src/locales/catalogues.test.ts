import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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
    const same = pairs.filter(([, id, str]) => id === str && /[a-z]{3}/.test(id ?? ''));
    expect(same.map(([, id]) => id)).toEqual([]);
  });
});
