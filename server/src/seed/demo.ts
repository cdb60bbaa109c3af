import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  COLOR_FAMILIES,
  INK_PROPERTIES,
  type ColorFamily,
  type InkProperty,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { insertInks } from '#src/shared/ink-records/ink-records.queries.ts';
import { canonicalBrand, inkRow } from '#src/shared/ink-records/ink-row.ts';
import { addAliasesByName } from '#src/shared/ink-records/ink-aliases.queries.ts';
import { DEMO_NEWS } from './demo-news.ts';

type SeedInk = {
  brand: string;
  name: string;
  line?: string;
  colorHex: string;
  colorFamily: string;
  properties: string[];
  source: string;
  sourceId: string;
};

/** The dozen inks the demo marks featured: a spread of brands and colours. */
export const DEMO_FEATURED: readonly (readonly [brand: string, name: string])[] = [
  ['Pilot', 'Kon-peki'],
  ['Pilot', 'Ku-jaku'],
  ['Diamine', 'Oxblood'],
  ['Rohrer & Klingner', 'Scabiosa'],
  ['Rohrer & Klingner', 'Solferino'],
  ['Sailor', 'Jentle Grenade'],
  ['Pelikan', 'Amber'],
  ['Pelikan', 'Aventurine'],
  ['Diamine', 'Gold Star'],
  ['Vinta', 'Shimmer Kosmos'],
  ['Robert Oster', 'Fire And Ice'],
  ['Diamine', 'Macassar'],
];

const DATA_FILE = fileURLToPath(new URL('./data/inks.json', import.meta.url));
const ALIASES_FILE = fileURLToPath(new URL('./data/ink-aliases.json', import.meta.url));

/** Other names of demo inks (the Iroshizuku inks as the bottle writes them, other spellings). */
export function readDemoAliases(): { brand: string; name: string; aliases: string[] }[] {
  const file = JSON.parse(fs.readFileSync(ALIASES_FILE, 'utf8')) as {
    inks: { brand: string; name: string; aliases: string[] }[];
  };
  return file.inks.map((e) => ({ ...e, brand: canonicalBrand(e.brand) }));
}

function sourceCredit(source: string): string {
  if (source.includes('ewilderj/inks-mcp')) {
    return 'Colour © Edd Wilder-James / Wilder Writes (wilderwrites.ink), GPL-3.0';
  }
  if (source.includes('Pomax/inkdb-data')) return 'Data from Pomax/inkdb-data (share-alike)';
  return source;
}

export function readDemoInks(): SeedInk[] {
  return JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as SeedInk[];
}

const isFamily = (v: string): v is ColorFamily => (COLOR_FAMILIES as readonly string[]).includes(v);
const isProperty = (v: string): v is InkProperty =>
  (INK_PROPERTIES as readonly string[]).includes(v);

/** Loads the demo catalogue and stories. Returns what it inserted. */
export async function seedDemo(db: Db): Promise<{ inks: number; news: number }> {
  const now = nowIso();
  const featured = new Set(DEMO_FEATURED.map(([b, n]) => `${b}\u0000${n}`));
  const rows = readDemoInks().map((ink) =>
    inkRow({
      name: ink.name,
      brand: ink.brand,
      line: ink.line ?? null,
      colorHex: ink.colorHex,
      color: isFamily(ink.colorFamily) ? ink.colorFamily : undefined,
      description: null,
      images: [],
      properties: ink.properties.filter(isProperty),
      featured: false,
      source: sourceCredit(ink.source),
      sourceId: ink.sourceId,
      createdAt: now,
    }),
  );
  for (const row of rows) {
    if (featured.has(`${row.brand}\u0000${row.name}`)) row.featured = 1;
  }
  await db.transaction().execute(async (trx) => {
    await insertInks(trx, rows);
    await addAliasesByName(trx, readDemoAliases(), 'catalogue', now);
    // Oldest first, so the list shows the newest story on top.
    for (const [i, story] of DEMO_NEWS.entries()) {
      const at = new Date(Date.parse(now) - (DEMO_NEWS.length - i) * 86_400_000).toISOString();
      await trx
        .insertInto('news')
        .values({
          ...story,
          featured: story.featured ? 1 : 0,
          published: 1,
          author_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
  return { inks: rows.length, news: DEMO_NEWS.length };
}
