import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import {
  parseCatalogueFile,
  type CatalogueRecord,
} from '#src/features/catalogue/catalogue-file.ts';
import { importCatalogue } from '#src/features/catalogue/catalogue.service.ts';
import { canonicalBrand } from '#src/shared/ink-records/ink-row.ts';
import { addAliasesByName } from '#src/shared/ink-records/ink-aliases.queries.ts';
import { DEMO_NEWS } from './demo-news.ts';

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

/** The demo catalogue: the open data with stable ids and provenance (data/README.md). */
export const DEMO_CATALOGUE_FILE = fileURLToPath(new URL('./data/inks.more.json', import.meta.url));
const ALIASES_FILE = fileURLToPath(new URL('./data/ink-aliases.json', import.meta.url));

/** Other names of demo inks (the Iroshizuku inks as the bottle writes them, other spellings). */
export function readDemoAliases(): { brand: string; name: string; aliases: string[] }[] {
  const file = JSON.parse(fs.readFileSync(ALIASES_FILE, 'utf8')) as {
    inks: { brand: string; name: string; aliases: string[] }[];
  };
  return file.inks.map((e) => ({ ...e, brand: canonicalBrand(e.brand) }));
}

/** The demo catalogue's records, checked as the import checks them. */
export function readDemoInks(): CatalogueRecord[] {
  const { records, problems } = parseCatalogueFile(fs.readFileSync(DEMO_CATALOGUE_FILE, 'utf8'));
  if (problems.length > 0) throw new Error(`The demo catalogue is broken: ${problems.join('; ')}`);
  return records;
}

/** Loads the demo catalogue and stories. Returns what it inserted. */
export async function seedDemo(db: Db): Promise<{ inks: number; news: number }> {
  const now = nowIso();
  const featured = new Set(DEMO_FEATURED.map(([b, n]) => `${b}\u0000${n}`));
  // The same import an operator runs (npm run cli -- catalogue:import), on the copied file.
  const summary = await importCatalogue(db, readDemoInks(), {
    at: now,
    featured: (brand, name) => featured.has(`${brand}\u0000${name}`),
  });
  await db.transaction().execute(async (trx) => {
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
  return { inks: summary.added, news: DEMO_NEWS.length };
}
