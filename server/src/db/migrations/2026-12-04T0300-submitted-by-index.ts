import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * A member's approved discoveries on their profile (users.queries.ts discoveriesOf) are read
 * by `inks.submitted_by`: without an index every profile read the whole catalogue (docs/
 * performance.md "A community at scale").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('inks_submitted_by_idx').on('inks').column('submitted_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inks_submitted_by_idx').execute();
}
