/**
 * `npm run bench:offline`: "do I own this?" on a phone (ADR 089). The page's search code
 * (web/src/features/offline/search.ts, bundled alone) runs in Chromium with the CPU slowed 4x,
 * as Lighthouse's mobile runs slow it, over a catalogue index at its cap (50,000 inks) and a
 * member's 400 inks, made up alike for every run. It times distinct searches, never one
 * repeated: 30 names (a word of a real-looking name, two words, a brand and a word) and 30
 * colours, each the nearest of the member's and of the catalogue, and the one-time work of
 * reading the index's colours. The baseline, measured in the same page: the same name
 * searches as a bare `includes` over lower-cased names. Prints figures; gates nothing.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium-headless-shell, else /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, type Rolldown } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shell = '/usr/bin/chromium-headless-shell';
const chromePath = process.env.CHROME_PATH ?? (fs.existsSync(shell) ? shell : '/usr/bin/chromium');

/** search.ts as a classic script defining `inkSearch`. */
async function searchBundle(): Promise<string> {
  const out = (await build({
    configFile: false,
    root: path.join(root, 'web'),
    logLevel: 'error',
    resolve: { alias: { '@inklore/contract': path.join(root, 'contract/src') } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(root, 'web/src/features/offline/search.ts'),
        formats: ['iife'],
        name: 'inkSearch',
        fileName: () => 'search.js',
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  for (const o of Array.isArray(out) ? out : [out])
    for (const file of o.output) if (file.type === 'chunk') return file.code;
  throw new Error('search.ts was not built');
}

type Timings = { name: number[]; plain: number[]; colour: number[]; labs: number };

async function main(): Promise<void> {
  const code = await searchBundle();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addScriptTag({ content: code });
    const t = await page.evaluate((): Timings => {
      type Row = [number, string, string, string];
      type Search = {
        searchByName: <T>(
          items: readonly T[],
          q: string,
          view: (i: T) => { brand: string; name: string },
          limit?: number,
        ) => T[];
        nearestByColour: <T>(
          items: readonly T[],
          hex: string,
          labOf: (item: T, i: number) => unknown,
          count: number,
        ) => unknown[];
        labsOf: (hexes: readonly string[]) => unknown[];
      };
      const s = (window as unknown as { inkSearch: Search }).inkSearch;
      // the same made-up catalogue every run: a small linear congruential generator
      let seed = 42;
      const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
      const brands = [
        'Pilot Iroshizuku',
        'Sailor',
        'Diamine',
        'J. Herbin',
        'Robert Oster',
        'KWZ',
        'De Atramentis',
        'Noodler’s',
        'Colorverse',
        'Platinum',
        'Montblanc',
        'Graf von Faber-Castell',
        'Troublemaker',
        'Vinta',
        'Wearingeul',
        'Ferris Wheel Press',
      ];
      const words = [
        'Blue',
        'Black',
        'Kon-peki',
        'Yama-dori',
        'Oxblood',
        'Café',
        'Îles',
        'Ancient',
        'Copper',
        'Shimmer',
        'Teal',
        'Sepia',
        'Forest',
        'Sunset',
        'Aurora',
        'Midnight',
        'Emerald',
        'Plum',
        'Smoke',
        'Harbour',
        'Rose',
        'Ember',
        'Moss',
        'Storm',
        'Velvet',
        'Indigo',
        'Saffron',
        'Lagoon',
        'Ash',
        'Garnet',
      ];
      const hex = () =>
        Math.floor(rand() * 0xffffff)
          .toString(16)
          .padStart(6, '0');
      const index: Row[] = Array.from({ length: 50_000 }, (_, i) => [
        i + 1,
        pick(brands),
        `${pick(words)} ${pick(words)} ${i % 97}`,
        hex(),
      ]);
      const mine = Array.from({ length: 400 }, () => pick(index));
      const view = (r: Row) => ({ brand: r[1], name: r[2] });
      const time = (f: () => unknown) => {
        const t0 = performance.now();
        f();
        return performance.now() - t0;
      };
      let indexLabs: unknown[] = [];
      const labs = time(() => (indexLabs = s.labsOf(index.map((r) => r[3]))));
      const mineLabs = s.labsOf(mine.map((r) => r[3]));
      const queries = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? pick(words)
          : i % 3 === 1
            ? `${pick(words)} ${pick(words)}`
            : `${pick(brands).split(' ')[0] ?? ''} ${pick(words)}`,
      ).map((q) => q.toLowerCase());
      const lower = index.map((r) => `${r[1]} ${r[2]}`.toLowerCase());
      const name = queries.map((q) =>
        time(() => {
          s.searchByName(mine, q, view);
          s.searchByName(index, q, view, 20);
        }),
      );
      const plain = queries.map((q) => time(() => lower.filter((n) => n.includes(q)).slice(0, 20)));
      const colours = Array.from({ length: 30 }, () => `#${hex()}`);
      const colour = colours.map((c) =>
        time(() => {
          s.nearestByColour(mine, c, (_, i) => mineLabs[i], 5);
          s.nearestByColour(index, c, (_, i) => indexLabs[i], 8);
        }),
      );
      return { name, plain, colour, labs };
    });
    const q = (list: number[], p: number) =>
      [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))] ?? 0;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const median = (l: number[]) => q(l, 0.5);
    console.log(
      'Do I own this? on a phone (CPU 4x slower), 50,000 inks in the index, 400 of mine:',
    );
    console.log(`  reading the index's colours once: ${ms(t.labs)}`);
    console.log(
      `  by name (mine, then the catalogue's first 20), 30 distinct: median ${ms(median(t.name))}, p95 ${ms(q(t.name, 0.95))}, worst ${ms(Math.max(...t.name))}`,
    );
    console.log(
      `    baseline, a bare includes over lower-cased names: median ${ms(median(t.plain))} (ratio ${(median(t.name) / Math.max(median(t.plain), 0.01)).toFixed(1)}x)`,
    );
    console.log(
      `  by colour (5 nearest of mine, 8 of the catalogue, ΔE00), 30 distinct: median ${ms(median(t.colour))}, p95 ${ms(q(t.colour, 0.95))}, worst ${ms(Math.max(...t.colour))}`,
    );
    const worst = Math.max(...t.name, ...t.colour);
    console.log(
      `Goal: each answer under a second on a phone: worst ${ms(worst)} ${worst < 1000 ? 'PASS' : 'MISS'}`,
    );
  } finally {
    await browser.close();
  }
}

await main();
