import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DbKind } from './database.ts';
import type { Database } from './schema.ts';
import { normalizeText } from './text.ts';

/**
 * Every difference between SQLite and PostgreSQL lives in this module
 * (docs/decisions/0004-dialect-differences.md). Queries elsewhere stay portable.
 */

/** Reads a timestamp column (Date from pg, string from SQLite) as ISO 8601. */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // SQLite holds what we wrote: ISO strings. Normalise anything else through Date.
  return value.endsWith('Z') && value.includes('T') ? value : new Date(value).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** The search terms of a free-text query: normalised words, at most 12 of them. */
export function searchTerms(query: string): string[] {
  const n = normalizeText(query);
  return n === '' ? [] : n.split(' ').slice(0, 12);
}

/**
 * SQLite FTS5 MATCH text: every word quoted (so no text is read as an operator) and the
 * last one a prefix. Words are letters and digits only after normalisation.
 */
function fts5Match(terms: string[]): string {
  return terms
    .map((t, i) => `"${t.replace(/"/g, '""')}"${i === terms.length - 1 ? '*' : ''}`)
    .join(' ');
}

/** PostgreSQL tsquery text: words ANDed, the last a prefix. */
function pgTsQuery(terms: string[]): string {
  return terms
    .map((t, i) => `'${t.replace(/'/g, "''")}'${i === terms.length - 1 ? ':*' : ''}`)
    .join(' & ');
}

/**
 * Full-text search over the inks' name, line, brand and description, one function for both
 * databases: FTS5 with bm25 on SQLite (its index joined to `inks` by rowid), a weighted
 * tsvector with ts_rank on PostgreSQL (searched in place, no self-join for the planner to
 * misjudge). Returns the inks that match, to narrow and order further, and their relevance
 * as an expression: lower is more relevant.
 */
export function inkSearch(db: Kysely<Database>, kind: DbKind, terms: string[]) {
  if (kind === 'postgres') {
    const q = sql`to_tsquery('simple', ${pgTsQuery(terms)})`;
    return {
      from: db.selectFrom('inks').where(sql<boolean>`inks.search_vector @@ ${q}`),
      rank: sql<number>`-ts_rank(inks.search_vector, ${q})`,
    };
  }
  const from = db
    .selectFrom('inks')
    .innerJoin(sql<{ rowid: number }>`inks_fts`.as('inks_fts'), (j) =>
      j.on(sql<boolean>`inks_fts.rowid = inks.id`),
    )
    .where(sql<boolean>`inks_fts match ${fts5Match(terms)}`);
  return {
    // The FTS5 table is no column source the rest of the query uses: typed as `inks` alone.
    from: from as unknown as SelectQueryBuilder<Database, 'inks', object>,
    rank: sql<number>`bm25(inks_fts, 10.0, 4.0, 1.0)`,
  };
}

/**
 * The number of live inks matching the terms when no facet narrows them: counted from the
 * full-text index (SQLite: FTS5 rows less the few soft-deleted inks; PostgreSQL: the GIN
 * index), without joining every match to `inks` as the faceted count must.
 */
export function inkSearchCount(kind: DbKind, terms: string[]) {
  if (kind === 'postgres') {
    return sql<{ n: number }>`select count(*) as n from inks
        where search_vector @@ to_tsquery('simple', ${pgTsQuery(terms)}) and deleted_at is null`;
  }
  return sql<{ n: number }>`select count(*) as n from inks_fts
      where inks_fts match ${fts5Match(terms)}
      and rowid not in (select id from inks where deleted_at is not null)`;
}

/**
 * Locks the rows a select reads until its transaction ends, on PostgreSQL; SQLite runs one
 * write transaction at a time already. The one place queries branch on the database kind.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(q: Q, kind: DbKind): Q {
  return kind === 'postgres' ? q.forUpdate() : q;
}

/**
 * True when a migration runs on PostgreSQL. Migrations get a bare Kysely; everything else
 * asks `db.kind` (the one way to ask the kind outside migrations).
 */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** True when a write failed on a unique index or primary key (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
