import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/** Answers when the database does; throws when it cannot be reached. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
