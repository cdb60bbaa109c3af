import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Named prepared statements on PostgreSQL (ADR 073). PostgreSQL parses and plans every query
 * it is sent unnamed; for the app's short reads the planning cost as much as the reading (a
 * heavy member's profile: 2.2 of its 6.2 ms on the server). A statement prepared once on a
 * connection is planned again only while PostgreSQL judges a plan for its values better than
 * its general one (`plan_cache_mode`), so each connection keeps the `max` statements it ran
 * most recently, by their SQL text, and lets go of the least recent one when it needs room.
 *
 * A query is prepared from its second run (`after`): the typed searches send queries of many
 * shapes, each met once, and preparing them all turned the 200 over with a DEALLOCATE each
 * (ADR 073). Only queries with parameters are prepared: a query without any may hold several
 * statements (a migration's), which only the simple protocol runs. When the schema changed under a
 * prepared statement (another server migrated: "cached plan must not change result type"), or
 * the statement is gone (a pooler in between; see docs/operations.md), the query runs again
 * unnamed, unless it was inside a transaction, which that error has ended: then the error
 * stands. From then on the connection runs every query unnamed until, at its next query
 * outside a transaction, it lets go of every statement it prepared.
 */
export function keepPrepared(client: pg.ClientBase, max: number, after = 2): void {
  const plain = client.query.bind(client) as (text: unknown, values?: unknown) => Promise<unknown>;
  /** SQL text -> statement name, least recently used first. */
  const names = new Map<string, string>();
  /** SQL text -> times run unnamed, least recently used first (at most `max` * 4 texts). */
  const seen = new Map<string, number>();
  // names no other connection uses: a pooler wrongly left in transaction mode then answers a
  // name it lacks with an error (26000), never with another client's statement
  const prefix = `inklore_${randomBytes(4).toString('hex')}_`;
  let next = 0;
  let inTransaction = false;
  // the server's statements are stale: every query runs unnamed until DEALLOCATE ALL has run,
  // which waits for the transaction's end (an aborted transaction refuses it)
  let discard = false;
  /** pg's own record of what the server prepared on this connection. */
  const parsed = (
    client as unknown as { connection?: { parsedStatements?: Record<string, unknown> } }
  ).connection?.parsedStatements;
  /** Whether the server holds the statement (unknown without pg's record: assumed so). */
  const serverHas = (name: string) => !parsed || parsed[name] !== undefined;
  const forget = (name: string) => {
    if (parsed) Reflect.deleteProperty(parsed, name);
  };

  const prepared = async (text: string, values: unknown[]): Promise<unknown> => {
    if (discard) {
      if (inTransaction) return plain(text, values);
      await plain('deallocate all');
      for (const name of names.values()) forget(name);
      names.clear();
      discard = false;
    }
    let name = names.get(text);
    if (name === undefined && after > 1) {
      // prepared from its `after`th run: a query of a shape met once (a typed search's words
      // and facets, a list of ids of its own length) runs unnamed, as before, and never makes
      // a kept statement go (each of which costs a DEALLOCATE, a round trip of its own)
      const runs = (seen.get(text) ?? 0) + 1;
      seen.delete(text);
      if (runs < after) {
        seen.set(text, runs);
        if (seen.size > max * 4) seen.delete(seen.keys().next().value ?? '');
        return plain(text, values);
      }
    }
    if (name !== undefined) {
      // most recently used last
      names.delete(text);
      names.set(text, name);
    } else {
      if (names.size >= max) {
        const [oldText, oldName] = names.entries().next().value ?? [];
        if (oldText !== undefined && oldName !== undefined) {
          names.delete(oldText);
          // (never a DEALLOCATE the server would refuse: inside a transaction that would end it)
          if (serverHas(oldName)) await plain(`deallocate ${oldName}`);
          forget(oldName);
        }
      }
      name = `${prefix}${next++}`;
      names.set(text, name);
    }
    try {
      return await plain({ name, text, values });
    } catch (err) {
      // a statement the server refused to prepare is not kept
      if (!serverHas(name)) names.delete(text);
      if (!isStale(err)) throw err;
      discard = true;
      if (inTransaction) throw err;
      // once more unnamed; the next query outside a transaction clears the statements first
      return plain(text, values);
    }
  };

  const query = (text: unknown, values?: unknown, ...rest: unknown[]): unknown => {
    if (typeof text === 'string') {
      if (Array.isArray(values) && values.length > 0 && rest.length === 0) {
        return prepared(text, values);
      }
      // a transaction's edges (which take no parameters), however the query is sent
      if (TRANSACTION_START.test(text)) inTransaction = true;
      else if (TRANSACTION_END.test(text)) inTransaction = false;
    }
    return (plain as (...a: unknown[]) => unknown)(text, values, ...rest);
  };
  (client as unknown as { query: typeof query }).query = query;
}

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
// "rollback to <savepoint>" and "commit and chain" stay inside a transaction
const TRANSACTION_END =
  /^\s*(commit|end|abort|rollback)(\s+(work|transaction))?(\s+and\s+no\s+chain)?\s*;?\s*$/i;

/**
 * The prepared statement no longer fits the schema, or the server no longer has it. Read from
 * the error's code and the server's function name, which PostgreSQL never translates (its
 * message is in the server's `lc_messages`).
 */
function isStale(err: unknown): boolean {
  const e = err as { code?: unknown; routine?: unknown };
  return (e.code === '0A000' && e.routine === 'RevalidateCachedQuery') || e.code === '26000';
}
