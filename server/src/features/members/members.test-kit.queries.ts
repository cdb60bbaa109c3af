import type { Database } from '#src/db/schema.ts';
import type { TestContext } from '../../../test/helpers.ts';

/* The members tests' reads of the tables (database access stays in queries files). */

/** The rows of a table (to prove a refusal changed nothing). */
export async function countOf(t: TestContext, table: keyof Database): Promise<number> {
  const r = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return r.n;
}

/** The tables between members, counted. */
export async function memberTables(t: TestContext): Promise<Record<string, number>> {
  const tables = [
    'sample_offers',
    'sample_requests',
    'sample_messages',
    'sample_offer_news',
    'blocks',
    'follows',
    'notifications',
    'reports',
    'audit_log',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables) out[table] = await countOf(t, table);
  return out;
}

/** A member's notifications of one kind, oldest first. */
export function notificationsOf(t: TestContext, userId: number, kind: string) {
  return t.db
    .selectFrom('notifications')
    .select(['id', 'actor_id', 'ink_id', 'target_id', 'details'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

export async function distinctInks(
  t: TestContext,
  count: number,
  offset = 0,
): Promise<{ id: number; name: string; brand: string }[]> {
  const all = await t.db
    .selectFrom('inks')
    .select(['id', 'name', 'brand'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const texts = all.map((i) => `${i.name}\n${i.brand}`.toLowerCase());
  const out: { id: number; name: string; brand: string }[] = [];
  for (const ink of all.slice(offset)) {
    const name = ink.name.toLowerCase();
    if (name.length < 6) continue;
    if (texts.filter((x) => x.includes(name)).length !== 1) continue;
    out.push(ink);
    if (out.length === count) return out;
  }
  throw new Error(`distinctInks: only ${out.length} of ${count} found`);
}
