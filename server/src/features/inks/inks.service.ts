import type { InkEditBody, Ink } from '@inklore/contract';
import { LIMITS } from '@inklore/contract';
import type { z } from 'zod';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { notFound } from '#src/lib/errors.ts';
import { renderMarkdown } from '#src/lib/markdown.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { inkAliases } from '#src/shared/ink-records/ink-aliases.queries.ts';
import { presentInk } from '#src/shared/ink-records/ink-records.present.ts';
import { submitterNames } from '#src/shared/ink-records/ink-records.queries.ts';
import { reviseInk } from '#src/shared/ink-records/ink-revisions.ts';
import { deletedInks, featuredInks, findInk, setInkDeleted } from './inks.queries.ts';

/**
 * The ink record (the ink page, the staff's edits, deletion and restore). Browsing the
 * catalogue is features/browse.
 */

export async function getInk(db: Db, id: number): Promise<Ink> {
  const row = await findInk(db, id);
  if (!row) throw notFound('Ink not found. It may have been removed.');
  const [names, aliases] = await Promise.all([submitterNames(db, [row]), inkAliases(db, id)]);
  return {
    ...presentInk(row, names),
    aliases,
    descriptionHtml: row.description ? renderMarkdown(row.description) : null,
  };
}

export async function getFeaturedInks(db: Db): Promise<Ink[]> {
  const rows = await featuredInks(db, LIMITS.featuredInks);
  const names = await submitterNames(db, rows);
  return rows.map((r) => presentInk(r, names));
}

/**
 * Soft-deletes an ink (hidden everywhere, kept for restore) and audits it, inside the
 * caller's transaction. 404 when there is no live ink with this id.
 */
export async function softDeleteInk(trx: Conn, actorId: number | null, id: number): Promise<void> {
  if (!(await setInkDeleted(trx, id, nowIso()))) {
    throw notFound('Ink not found. It may have been removed already.');
  }
  await recordAudit(trx, actorId, 'ink.delete', 'ink', id);
}

/** Brings a deleted ink back, audited. 404 when no deleted ink has this id. */
export async function restoreInk(db: Db, actorId: number, id: number): Promise<Ink> {
  await db.transaction().execute(async (trx) => {
    if (!(await setInkDeleted(trx, id, null))) throw notFound('No deleted ink has this id.');
    await recordAudit(trx, actorId, 'ink.restore', 'ink', id);
  });
  return getInk(db, id);
}

/** Soft-deletes an ink as an admin (the route demands the capability). */
export async function deleteInk(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction().execute((trx) => softDeleteInk(trx, actorId, id));
}

/** Deleted inks, most recently deleted first, for the staff console's Restore list. */
export async function listDeletedInks(db: Db): Promise<Ink[]> {
  const rows = await deletedInks(db);
  const names = await submitterNames(db, rows);
  return rows.map((r) => presentInk(r, names));
}

/**
 * Moderators and admins edit every field of an ink (the route demands the capability).
 * The change goes through the one writer (shared/ink-records/ink-revisions.ts): everything
 * derived is derived again, and the change is a revision (ADR 049); the catalogue cache and
 * the search index follow through the database's triggers. The audit log keeps the fields
 * that changed, before and after; images no record uses any more are removed.
 */
export async function editInk(
  deps: { db: Db; media: MediaStore },
  actorId: number,
  id: number,
  body: z.output<typeof InkEditBody>,
): Promise<Ink> {
  const { db } = deps;
  const dropped = await db.transaction().execute(async (trx) => {
    const revised = await reviseInk(trx, {
      inkId: id,
      kind: 'staff',
      authorId: actorId,
      at: nowIso(),
      set: (current) => ({
        name: body.name,
        brand: body.brand,
        line: body.line,
        colorHex: body.colorHex,
        color: body.color,
        description: body.description,
        images: body.images,
        properties: body.properties,
        featured: body.featured,
        aliases: body.aliases ?? current.aliases,
      }),
    });
    if (!revised) throw notFound('Ink not found. It may have been removed.');
    const { changes, before, after } = revised;
    if (changes.length === 0) return [];
    await recordAudit(trx, actorId, 'ink.edit', 'ink', id, {
      before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
      after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
      revision: revised.revisionId,
    });
    return before.images.filter((u) => !after.images.includes(u));
  });
  await removeUnreferenced(db, deps.media, dropped);
  return getInk(db, id);
}
