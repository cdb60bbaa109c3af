import type { Db } from '#src/db/database.ts';

/** The transfer tests' own reads (transfer.test-kit.ts): database access stays in queries files. */

export type PilotInk = { id: number; brand: string; name: string; line: string | null };

/** The first `limit` live Pilot inks of the demo catalogue, in id order. */
export async function pilotInks(db: Db, limit: number): Promise<PilotInk[]> {
  return db
    .selectFrom('inks')
    .select(['id', 'brand', 'name', 'line'])
    .where('brand', '=', 'Pilot')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}
