import type pg from 'pg';

/**
 * Named prepared statements on PostgreSQL (ADR 073). PostgreSQL parses and plans every query
 * it is sent unnamed; for the app's short reads the planning cost as much as the reading (a
 * heavy member's profile: 2.2 of its 6.2 ms on the server). A statement prepared once on a
 * connection is planned again only while PostgreSQL judges a plan for its values better than
 * its general one (`plan_cache_mode`), so each connection keeps the `max` statements it ran
 * most recently, by their SQL text, and lets go of the least recent one when it needs room.
 *
 * Only queries with parameters are prepared: a query without any may hold several statements
 * (a migration's), which only the simple protocol runs. When the schema changed under a
 * prepared statement (another server migrated: "cached plan must not change result type"), or
 * the statement is gone (a pooler in between; see docs/operations.md), the query runs again
 * unnamed, unless it was inside a transaction, which that error has ended: then the error
 * stands. Either way the connection lets go of every statement it prepared before its next
 * one.
 */
export function keepPrepared(client: pg.ClientBase, max: number): void {
  const plain = client.query.bind(client) as (text: unknown, values?: unknown) => Promise<unknown>;
  /** SQL text -> statement name, least recently used first. */
  const names = new Map<string, string>();
  let next = 0;
  let inTransaction = false;
  // the server's statements are stale: DEALLOCATE ALL before the next is prepared
  let discard = false;
  /** pg's own record of what it prepared on this connection (it parses a name it lacks). */
  const parsed = (
    client as unknown as { connection?: { parsedStatements?: Record<string, unknown> } }
  ).connection?.parsedStatements;

  const forget = (name: string) => {
    if (parsed) Reflect.deleteProperty(parsed, name);
  };

  const prepared = async (text: string, values: unknown[]): Promise<unknown> => {
    if (discard && !inTransaction) {
      await plain('deallocate all');
      for (const name of names.values()) forget(name);
      names.clear();
      discard = false;
    }
    let name = names.get(text);
    if (name !== undefined) {
      // most recently used last
      names.delete(text);
      names.set(text, name);
    } else if (!discard) {
      if (names.size >= max) {
        const [oldText, oldName] = names.entries().next().value ?? [];
        if (oldText !== undefined && oldName !== undefined) {
          names.delete(oldText);
          await plain(`deallocate ${oldName}`);
          forget(oldName);
        }
      }
      // a name never used before on this connection
      name = `inklore_${next++}`;
      names.set(text, name);
    }
    if (name === undefined) return plain(text, values);
    try {
      return await plain({ name, text, values });
    } catch (err) {
      if (!isStale(err)) throw err;
      discard = true;
      if (inTransaction) throw err;
      // once more unnamed; the next query clears the connection's statements first
      return plain(text, values);
    }
  };

  const query = (text: unknown, values?: unknown, ...rest: unknown[]): unknown => {
    if (typeof text !== 'string' || !Array.isArray(values) || rest.length > 0) {
      return (plain as (...a: unknown[]) => unknown)(text, values, ...rest);
    }
    if (values.length > 0) return prepared(text, values);
    // a transaction's edges, as Kysely and our own code write them
    if (TRANSACTION_START.test(text)) inTransaction = true;
    else if (TRANSACTION_END.test(text)) inTransaction = false;
    return plain(text, values);
  };
  (client as unknown as { query: typeof query }).query = query;
}

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
// "rollback to <savepoint>" stays inside the transaction
const TRANSACTION_END = /^\s*(commit|end|abort|rollback)\s*;?\s*$/i;

/** The prepared statement no longer fits the schema, or the server no longer has it. */
function isStale(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return (
    (e.code === '0A000' && /cached plan must not change result type/.test(String(e.message))) ||
    e.code === '26000'
  );
}
