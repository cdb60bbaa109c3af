import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 074, what waits for the staff kept: the staff's pages ask every 30 s how many reports
 * are open, how many profile pictures of live inks and how many ink submissions wait for
 * review. Counted when asked, that read every waiting row and each picture's ink.
 *
 * Kept here as deltas: each change that moves a queue inserts a row of +1 or -1 into
 * `staff_queue_deltas` (inserted only, so reports made at once never wait for each other
 * and no commit holds a shared row while it waits for another lock); the reader sums the
 * rows, and folds them into one now and then (features/reports).
 *
 * A profile picture waits only while its ink is live, so hiding, restoring or removing an ink
 * moves its waiting pictures. On PostgreSQL the picture's trigger holds the ink's row in share
 * mode, so it and a change to the ink run one after the other and each sees the other's rows
 * (the ink's change takes that row first, ADR 061's order). An ink removed outright counts
 * its pictures out before the removal cascades to them (a BEFORE trigger); the cascaded
 * pictures then find their ink gone and move nothing.
 */

/** PostgreSQL only: the ink's row held in share mode (see above); SQLite has one writer. */
const lockInk = (ink: string) => `{{lock-ink:${ink}}}`;

const delta = (reports: string, images: string, submissions: string) =>
  `insert into staff_queue_deltas (reports, profile_images, submissions)
    values (${reports}, ${images}, ${submissions});`;

/** The picture `row` joins (+1) or leaves (-1) the queue, when it waits for a live ink. */
function picture(row: 'new' | 'old', sign: 1 | -1): string {
  return `${lockInk(`${row}.ink_id`)}
    insert into staff_queue_deltas (reports, profile_images, submissions)
      select 0, ${sign}, 0 from inks
      where inks.id = ${row}.ink_id and inks.deleted_at is null and ${row}.status = 'pending';`;
}

/** The pictures waiting for the ink `row`, in (`sign` 1) or out (-1) of the queue. */
const inkPictures = (row: 'new' | 'old', sign: string) =>
  `insert into staff_queue_deltas (reports, profile_images, submissions)
    select 0, (${sign}) * count(*), 0 from profile_image_submissions s
    where s.ink_id = ${row}.id and s.status = 'pending' having count(*) > 0;`;

type Trigger = { name: string; event: string; table: string; when?: string; body: string };

const OPEN = (row: string) => `${row}.status = 'open'`;
const PENDING = (row: string) => `${row}.status = 'pending'`;

const TRIGGERS: Trigger[] = [
  {
    name: 'reports_queue_ai',
    event: 'after insert',
    table: 'reports',
    when: OPEN('new'),
    body: delta('1', '0', '0'),
  },
  {
    name: 'reports_queue_ad',
    event: 'after delete',
    table: 'reports',
    when: OPEN('old'),
    body: delta('-1', '0', '0'),
  },
  {
    name: 'reports_queue_au',
    event: 'after update of status',
    table: 'reports',
    when: `(${OPEN('old')}) <> (${OPEN('new')})`,
    body: `insert into staff_queue_deltas (reports, profile_images, submissions)
      values (case when ${OPEN('new')} then 1 else -1 end, 0, 0);`,
  },
  {
    name: 'submissions_queue_ai',
    event: 'after insert',
    table: 'ink_submissions',
    when: PENDING('new'),
    body: delta('0', '0', '1'),
  },
  {
    name: 'submissions_queue_ad',
    event: 'after delete',
    table: 'ink_submissions',
    when: PENDING('old'),
    body: delta('0', '0', '-1'),
  },
  {
    name: 'submissions_queue_au',
    event: 'after update of status',
    table: 'ink_submissions',
    when: `(${PENDING('old')}) <> (${PENDING('new')})`,
    body: `insert into staff_queue_deltas (reports, profile_images, submissions)
      values (0, 0, case when ${PENDING('new')} then 1 else -1 end);`,
  },
  {
    name: 'pictures_queue_ai',
    event: 'after insert',
    table: 'profile_image_submissions',
    when: PENDING('new'),
    body: picture('new', 1),
  },
  {
    name: 'pictures_queue_ad',
    event: 'after delete',
    table: 'profile_image_submissions',
    when: PENDING('old'),
    body: picture('old', -1),
  },
  {
    name: 'pictures_queue_au',
    event: 'after update of status, ink_id',
    table: 'profile_image_submissions',
    when: `(${PENDING('old')} or ${PENDING('new')}) and (old.status <> new.status or old.ink_id <> new.ink_id)`,
    body: picture('old', -1) + picture('new', 1),
  },
  {
    name: 'inks_queue_au',
    event: 'after update of deleted_at',
    table: 'inks',
    when: '(old.deleted_at is null) <> (new.deleted_at is null)',
    body: inkPictures('new', 'case when new.deleted_at is null then 1 else -1 end'),
  },
  {
    name: 'inks_queue_bd',
    event: 'before delete',
    table: 'inks',
    when: 'old.deleted_at is null',
    body: inkPictures('old', '-1'),
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // nothing committed by servers still running the release before falls between the
  // backfill and the triggers
  if (pg)
    await sql`lock table reports, ink_submissions, profile_image_submissions, inks in share row exclusive mode`.execute(
      db,
    );
  await db.schema
    .createTable('staff_queue_deltas')
    .addColumn('reports', 'integer', (c) => c.notNull())
    .addColumn('profile_images', 'integer', (c) => c.notNull())
    .addColumn('submissions', 'integer', (c) => c.notNull())
    .execute();
  // (none when nothing waits: a new database holds no rows, which restore takes as empty)
  await sql`insert into staff_queue_deltas (reports, profile_images, submissions)
    select * from (select (select count(*) from reports where status = 'open') as r,
      (select count(*) from profile_image_submissions s join inks on inks.id = s.ink_id
        where s.status = 'pending' and inks.deleted_at is null) as p,
      (select count(*) from ink_submissions where status = 'pending') as s) q
    where q.r + q.p + q.s > 0`.execute(db);

  const spelt = (body: string) =>
    body.replace(
      /\{\{lock-ink:([^}]*)\}\}/g,
      pg ? 'perform 1 from inks where id = $1 for share;' : '',
    );
  for (const t of TRIGGERS) {
    const body = spelt(t.body);
    if (pg) {
      const before = t.event.startsWith('before');
      const result = !before ? 'null' : t.event.includes('delete') ? 'old' : 'new';
      await sql`create function ${sql.raw(`${t.name}_fn`)}() returns trigger language plpgsql as $$
        begin ${sql.raw(body)} return ${sql.raw(result)}; end $$`.execute(db);
      await sql`create trigger ${sql.raw(t.name)} ${sql.raw(t.event)} on ${sql.raw(t.table)}
        for each row ${sql.raw(t.when ? `when (${t.when})` : '')}
        execute function ${sql.raw(`${t.name}_fn`)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.raw(t.name)} ${sql.raw(t.event)} on ${sql.raw(t.table)}
        ${sql.raw(t.when ? `when ${t.when}` : '')} begin ${sql.raw(body)} end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const t of TRIGGERS) {
    if (pg) {
      await sql`drop trigger ${sql.raw(t.name)} on ${sql.raw(t.table)}`.execute(db);
      await sql`drop function ${sql.raw(`${t.name}_fn`)}()`.execute(db);
    } else {
      await sql`drop trigger ${sql.raw(t.name)}`.execute(db);
    }
  }
  await db.schema.dropTable('staff_queue_deltas').execute();
}
