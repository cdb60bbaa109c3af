import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.ts';
import { createDb, type Db } from './database.ts';
import { keepPrepared } from './prepared-statements.ts';

/**
 * Named prepared statements (ADR 073) on a real PostgreSQL server: what a connection keeps,
 * and what happens when another server changes the schema under it. PostgreSQL only (SQLite's
 * statements are kept by database.ts's withStatementCache and tested there).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL); // (as the test helpers read it)

describe.runIf(onPostgres)('prepared statements on PostgreSQL', () => {
  let url = '';
  let drop: () => Promise<void> = async () => {};
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    const t = await openTestDb();
    if (t.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    url = t.database.url;
    drop = t.drop;
  });
  afterAll(async () => {
    for (const c of clients) await c.end();
    await drop();
  });

  const connect = async (max?: number, after = 1): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    clients.push(c);
    if (max !== undefined) keepPrepared(c, max, after);
    return c;
  };
  /** The statements this connection's session holds, by their text. */
  const held = async (c: pg.Client): Promise<string[]> =>
    (
      await c.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by prepare_time, name',
      )
    ).rows.map((r) => r.statement);

  it('prepares a query with parameters once, never one without', async () => {
    const c = await connect(10);
    expect((await c.query('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    expect((await c.query('select $1::int as n', [2])).rows).toEqual([{ n: 2 }]);
    expect((await c.query('select 3 as n; select 4 as m')) as unknown).toHaveLength(2);
    expect(await held(c)).toEqual(['select $1::int as n']);
  });

  it('prepares a query from its second run when so asked, as the app does', async () => {
    const c = await connect(2, 2);
    await c.query('select $1::int as once', [1]);
    expect(await held(c)).toEqual([]);
    await c.query('select $1::int as twice', [1]);
    await c.query('select $1::int as twice', [2]);
    expect(await held(c)).toEqual(['select $1::int as twice']);
    // shapes met once never make a kept statement go
    for (let i = 0; i < 20; i++) await c.query(`select $1::int as one_${i}`, [i]);
    expect(await held(c)).toEqual(['select $1::int as twice']);
  });

  it('keeps the most recently used, letting go of the least recent', async () => {
    const c = await connect(2);
    await c.query('select $1::int as a', [1]);
    await c.query('select $1::int as b', [1]);
    await c.query('select $1::int as a', [2]);
    await c.query('select $1::int as c', [3]);
    expect((await held(c)).sort()).toEqual(['select $1::int as a', 'select $1::int as c']);
    // the one let go is prepared again when it is asked again
    expect((await c.query('select $1::int as b', [5])).rows).toEqual([{ b: 5 }]);
    expect((await held(c)).sort()).toEqual(['select $1::int as b', 'select $1::int as c']);
  });

  it('answers with the new columns after another server changed the table', async () => {
    const c = await connect(10);
    const other = await connect();
    await other.query('create table shelf_a (id int primary key)');
    await other.query('insert into shelf_a values (1)');
    const read = 'select * from shelf_a where id = $1';
    expect((await c.query(read, [1])).rows).toEqual([{ id: 1 }]);
    await other.query("alter table shelf_a add column label text not null default 'blue'");
    expect((await c.query(read, [1])).rows).toEqual([{ id: 1, label: 'blue' }]);
    // the next query let go of the stale statement, then prepared afresh
    expect((await c.query(read, [1])).rows).toEqual([{ id: 1, label: 'blue' }]);
    expect(await held(c)).toEqual([read]);
  });

  it('inside a transaction the error stands, and the next query starts afresh', async () => {
    const c = await connect(10);
    const other = await connect();
    await other.query('create table shelf_b (id int primary key)');
    await other.query('insert into shelf_b values (1)');
    const read = 'select * from shelf_b where id = $1';
    await c.query(read, [1]);
    await c.query('begin', []);
    await other.query('alter table shelf_b add column label text');
    await expect(c.query(read, [1])).rejects.toThrow(/cached plan must not change result type/);
    await c.query('rollback', []);
    // the next transaction runs it unnamed: the stale statement is never used again
    await c.query('begin', []);
    expect((await c.query(read, [1])).rows).toEqual([{ id: 1, label: null }]);
    await c.query('commit', []);
    // outside one, the connection lets go of its statements and prepares afresh
    expect((await c.query(read, [1])).rows).toEqual([{ id: 1, label: null }]);
    expect(await held(c)).toEqual([read]);
  });

  it('keeps no statement the server refused, so making room later never fails', async () => {
    const c = await connect(1);
    await expect(
      c.query('select no_such_column from pg_class where oid = $1', [1]),
    ).rejects.toThrow(/no_such_column/);
    // room is made only for statements the server holds
    expect((await c.query('select $1::int as a', [1])).rows).toEqual([{ a: 1 }]);
    await c.query('begin', []);
    expect((await c.query('select $1::int as b', [2])).rows).toEqual([{ b: 2 }]);
    await c.query('commit', []);
    expect(await held(c)).toEqual(['select $1::int as b']);
  });

  it("names a connection's statements apart from every other's", async () => {
    const a = await connect(10);
    const b = await connect(10);
    const nameOn = async (c: pg.Client) => {
      await c.query('select $1::int as n', [1]);
      return (await c.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
        (r) => r.name,
      );
    };
    const [one, two] = [await nameOn(a), await nameOn(b)];
    expect(one).toHaveLength(1);
    expect(two).toHaveLength(1);
    expect(one[0]).not.toBe(two[0]);
  });

  it('is what the app pool does, and PG_PREPARED_STATEMENTS=0 turns it off', async () => {
    const statementsOf = async (db: Db) =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('inks').select('id').where('id', '=', 1).execute();
        await trx.selectFrom('inks').select('id').where('id', '=', 2).execute();
        const { rows } = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(trx);
        return rows.map((r) => r.statement);
      });
    const on = createDb({ kind: 'postgres', url }, { poolSize: 1 });
    try {
      // one statement with parameters: prepared once though run twice (the query asking which
      // statements there are has a parameter of its own only when prepared: none here)
      expect(await statementsOf(on)).toEqual(['select "id" from "inks" where "id" = $1']);
    } finally {
      await on.destroy();
    }
    const before = process.env.PG_PREPARED_STATEMENTS;
    process.env.PG_PREPARED_STATEMENTS = '0';
    const off = createDb({ kind: 'postgres', url }, { poolSize: 1 });
    try {
      expect(await statementsOf(off)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.PG_PREPARED_STATEMENTS;
      else process.env.PG_PREPARED_STATEMENTS = before;
      await off.destroy();
    }
  });
});
