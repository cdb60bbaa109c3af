import type { Conn } from '#src/db/database.ts';
import type { InkAliasSource } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';

/**
 * An ink's other names (ink_aliases: original script, other spellings), part of the ink
 * record: the ink editor, an approved discovery, an accepted spelling suggestion and the
 * demo seed write them; the ink page and search read them.
 */

/** An ink's other names, oldest first. */
export async function inkAliases(db: Conn, inkId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ink_aliases')
    .select('alias')
    .where('ink_id', '=', inkId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.alias);
}

/**
 * Adds other names to an ink, skipping those it has (ignoring case, accents, punctuation)
 * and those that are its name. Returns how many were added.
 */
export async function addInkAliases(
  trx: Conn,
  inkId: number,
  aliases: readonly string[],
  source: InkAliasSource,
  at: string,
): Promise<number> {
  if (aliases.length === 0) return 0;
  const ink = await trx
    .selectFrom('inks')
    .select('name_norm')
    .where('id', '=', inkId)
    .executeTakeFirst();
  if (!ink) return 0;
  const had = new Set([ink.name_norm, ...(await inkAliases(trx, inkId)).map(normalizeText)]);
  const rows = [];
  for (const alias of aliases) {
    const norm = normalizeText(alias);
    if (!norm || had.has(norm)) continue;
    had.add(norm);
    rows.push({ ink_id: inkId, alias, alias_norm: norm, source, created_at: at });
  }
  if (rows.length > 0) await trx.insertInto('ink_aliases').values(rows).execute();
  return rows.length;
}

/**
 * Adds other names to inks named by brand and name (the demo catalogue's, a data import's);
 * names no live ink has are skipped. Returns how many were added.
 */
export async function addAliasesByName(
  trx: Conn,
  entries: readonly { brand: string; name: string; aliases: readonly string[] }[],
  source: InkAliasSource,
  at: string,
): Promise<number> {
  let added = 0;
  for (const e of entries) {
    const ink = await trx
      .selectFrom('inks')
      .select('id')
      .where('brand_norm', '=', normalizeText(e.brand))
      .where('name_norm', '=', normalizeText(e.name))
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (ink) added += await addInkAliases(trx, ink.id, e.aliases, source, at);
  }
  return added;
}
