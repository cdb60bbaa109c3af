import type { BrandAlias, BrandAliasBody } from '@inklore/contract';
import type { z } from 'zod';
import type { Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso, toIso } from '#src/db/dialect.ts';
import { normalizeText } from '#src/db/text.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, badRequest, notFound } from '#src/lib/errors.ts';
import { canonicalBrand } from '#src/shared/ink-records/ink-row.ts';
import {
  brandAsWritten,
  brandOfAlias,
  deleteBrandAlias,
  insertBrandAlias,
  listBrandAliases,
  type BrandAliasRow,
} from './brand-aliases.queries.ts';

/**
 * Brand aliases (issue 20): other spellings of a catalogue brand ("J. Herbin" for Jacques
 * Herbin), which search reads as the brand. Staff (the editInk capability) keep the list;
 * every change is audited and found by the next search.
 */
const present = (r: BrandAliasRow): BrandAlias => ({
  id: r.id,
  brand: r.brand,
  alias: r.alias,
  inkCount: r.ink_count,
  createdAt: toIso(r.created_at),
});

export async function brandAliases(db: Db): Promise<BrandAlias[]> {
  return (await listBrandAliases(db)).map(present);
}

const taken = (alias: string, brand: string) =>
  new AppError(409, 'conflict', `"${alias}" already names ${brand}. Remove it there first.`);

export async function addBrandAlias(
  db: Db,
  actorId: number,
  body: z.output<typeof BrandAliasBody>,
): Promise<BrandAlias> {
  const brandNorm = normalizeText(canonicalBrand(body.brand));
  const aliasNorm = normalizeText(body.alias);
  if (!aliasNorm) {
    throw badRequest('The other name needs a letter or a digit.', {
      alias: 'Use a letter or a digit.',
    });
  }
  const brand = await brandAsWritten(db, brandNorm);
  if (!brand) {
    throw badRequest('No ink in the catalogue has this brand. Check its spelling.', {
      brand: 'No ink in the catalogue has this brand.',
    });
  }
  if (aliasNorm === brandNorm) {
    throw badRequest('That is how the catalogue writes the brand already.', {
      alias: 'That is the brand itself.',
    });
  }
  const owner = await brandOfAlias(db, aliasNorm);
  if (owner) throw taken(body.alias, owner);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const at = nowIso();
      const newId = await insertBrandAlias(trx, {
        brand,
        alias: body.alias,
        createdBy: actorId,
        at,
      });
      await recordAudit(trx, actorId, 'brand_alias.add', 'brand_alias', newId, {
        brand,
        alias: body.alias,
      });
      return newId;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw taken(body.alias, (await brandOfAlias(db, aliasNorm)) ?? brand);
    throw err;
  }
  const [row] = await listBrandAliases(db, id);
  if (!row) throw notFound('That brand alias was removed meanwhile.');
  return present(row);
}

export async function removeBrandAlias(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await deleteBrandAlias(trx, id);
    if (!removed) throw notFound('No brand alias has this id. It may have been removed already.');
    await recordAudit(trx, actorId, 'brand_alias.remove', 'brand_alias', id, removed);
  });
}
