import {
  ALIAS_LIMITS,
  ALIAS_SUGGESTIONS_PAGE,
  type AliasSuggestion,
  type AliasSuggestionList,
  type AliasSuggestionStatus,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import { recordAudit } from '#src/lib/audit.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import {
  countInkAliases,
  countSuggestions,
  decideSuggestion,
  listSuggestions,
  lockSuggestion,
  suggestionById,
  type AliasSuggestionRow,
} from './alias-suggestions.queries.ts';
import { reviseInk } from '#src/shared/ink-records/ink-revisions.ts';

/**
 * Other names of inks that members' imports suggest (ADR 038). Staff with the
 * editInk capability accept one (it joins the ink's other names, source 'import') or reject
 * it; either is audited, and a decided suggestion is not decided again.
 */
const present = (r: AliasSuggestionRow): AliasSuggestion => ({
  id: r.id,
  ink: { id: r.ink_id, brand: r.brand, line: r.line, name: r.name },
  spelling: r.spelling,
  members: r.members ?? 0,
  suggestedAt: toIso(r.created_at),
  status: r.status,
  reviewedBy: r.reviewed_by,
  reviewedAt: r.reviewed_at === null ? null : toIso(r.reviewed_at),
});

const NO_SUGGESTION = 'No suggestion has this id. It may have been removed with its ink.';

export async function aliasSuggestions(
  db: Db,
  status: AliasSuggestionStatus,
): Promise<AliasSuggestionList> {
  const [rows, total] = await Promise.all([
    listSuggestions(db, status, ALIAS_SUGGESTIONS_PAGE),
    countSuggestions(db, status),
  ]);
  return { suggestions: rows.map(present), total };
}

export async function decideAliasSuggestion(
  db: Db,
  actor: RequestActor,
  id: number,
  decision: 'accepted' | 'rejected',
): Promise<AliasSuggestion> {
  await db.transaction().execute(async (trx) => {
    await lockSuggestion(trx, db.kind, id);
    const row = await suggestionById(trx, id);
    if (!row) throw notFound(NO_SUGGESTION);
    if (row.status !== 'pending') {
      throw new AppError(
        409,
        'conflict',
        `This suggestion was ${row.status}${row.reviewed_by ? ` by ${row.reviewed_by}` : ''} already.`,
      );
    }
    if (decision === 'accepted') {
      if (row.deleted_at !== null) {
        throw new AppError(409, 'conflict', 'The ink was deleted. Reject the suggestion instead.');
      }
      if ((await countInkAliases(trx, row.ink_id)) >= ALIAS_LIMITS.perInk) {
        throw new AppError(
          409,
          'conflict',
          `This ink has ${ALIAS_LIMITS.perInk} other names, the most it keeps. Remove one in the ink editor first.`,
        );
      }
    }
    const at = nowIso();
    if (!(await decideSuggestion(trx, id, decision, actor.id, at))) {
      throw new AppError(409, 'conflict', 'This suggestion was decided already.');
    }
    if (decision === 'accepted') {
      // The other name is added through the one writer: a revision by the reviewer (ADR 049).
      await reviseInk(trx, {
        inkId: row.ink_id,
        kind: 'staff',
        authorId: actor.id,
        at,
        set: (ink) => ({ aliases: [...ink.aliases, row.spelling] }),
        aliasSource: 'import',
      });
    }
    await recordAudit(
      trx,
      actor.id,
      decision === 'accepted' ? 'alias_suggestion.accept' : 'alias_suggestion.reject',
      'alias_suggestion',
      id,
      { inkId: row.ink_id, ink: row.name, spelling: row.spelling, members: row.members ?? 0 },
    );
  });
  const row = await suggestionById(db, id);
  if (!row) throw notFound(NO_SUGGESTION);
  return present(row);
}
