import type { Kysely } from 'kysely';
import type { Database, NewReport, ReportRow } from '#src/db/schema.ts';

export type TargetType = ReportRow['target_type'];

/** What a report points at: whose it is, and what moderators see of it. */
export type Target = {
  ownerId: number | null;
  title: string;
  /** The ink page the content is on; null for a message on a sample request. */
  inkId: number | null;
  username: string | null;
  /** A community image's thumbnail, for the moderators to see what was reported. */
  thumbnailUrl: string | null;
  /** A message's request: its two members, the only ones who may report it (ADR 059). */
  members?: { requesterId: number | null; ownerId: number | null };
};

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The live inks with these ids, as report targets. */
async function inkTargets(db: Kysely<Database>, ids: number[]): Promise<Map<number, Target>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('inks')
    .leftJoin('users', 'users.id', 'inks.submitted_by')
    .select(['inks.id', 'inks.name', 'inks.brand', 'inks.submitted_by', 'users.username'])
    .where('inks.id', 'in', ids)
    .where('inks.deleted_at', 'is', null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ownerId: r.submitted_by,
        title: `${r.brand} ${r.name}`,
        inkId: r.id,
        username: r.username,
        thumbnailUrl: null,
      },
    ]),
  );
}

/** The comments with these ids (on live inks), as report targets. */
async function commentTargets(db: Kysely<Database>, ids: number[]): Promise<Map<number, Target>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments')
    .innerJoin('inks', 'inks.id', 'comments.ink_id')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select([
      'comments.id',
      'comments.content',
      'comments.user_id',
      'comments.ink_id',
      'users.username',
    ])
    .where('comments.id', 'in', ids)
    .where('inks.deleted_at', 'is', null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ownerId: r.user_id,
        title: excerpt(r.content),
        inkId: r.ink_id,
        username: r.username,
        thumbnailUrl: null,
      },
    ]),
  );
}

/** The community images with these ids (on live inks), as report targets. */
async function imageTargets(db: Kysely<Database>, ids: number[]): Promise<Map<number, Target>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_images')
    .innerJoin('inks', 'inks.id', 'community_images.ink_id')
    .innerJoin('users', 'users.id', 'community_images.user_id')
    .select([
      'community_images.id',
      'community_images.caption',
      'community_images.category',
      'community_images.user_id',
      'community_images.ink_id',
      'community_images.thumbnail_url',
      'inks.brand',
      'inks.name',
      'users.username',
    ])
    .where('community_images.id', 'in', ids)
    .where('inks.deleted_at', 'is', null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ownerId: r.user_id,
        title: excerpt(r.caption ?? `${r.category} image of ${r.brand} ${r.name}`),
        inkId: r.ink_id,
        username: r.username,
        thumbnailUrl: r.thumbnail_url,
      },
    ]),
  );
}

/**
 * The messages on sample requests with these ids, as report targets (ADR 059): the sender is
 * the owner; the title never carries the message's words, which staff read only through the
 * thread (audited).
 */
async function messageTargets(db: Kysely<Database>, ids: number[]): Promise<Map<number, Target>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sample_messages as m')
    .innerJoin('sample_requests as r', 'r.id', 'm.request_id')
    .leftJoin('users', 'users.id', 'm.sender_id')
    .select(['m.id', 'm.sender_id', 'r.requester_id', 'r.owner_id', 'users.username'])
    .where('m.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ownerId: r.sender_id,
        title: 'A message on a sample request',
        inkId: null,
        username: r.username,
        thumbnailUrl: null,
        members: { requesterId: r.requester_id, ownerId: r.owner_id },
      },
    ]),
  );
}

/** Report targets by type and id, a query per type. */
export async function findTargets(
  db: Kysely<Database>,
  wanted: { type: TargetType; id: number }[],
): Promise<Map<string, Target>> {
  const idsOf = (type: TargetType) => [
    ...new Set(wanted.filter((w) => w.type === type).map((w) => w.id)),
  ];
  const out = new Map<string, Target>();
  for (const [id, t] of await inkTargets(db, idsOf('ink_profile'))) out.set(`ink_profile:${id}`, t);
  for (const [id, t] of await commentTargets(db, idsOf('comment'))) out.set(`comment:${id}`, t);
  for (const [id, t] of await imageTargets(db, idsOf('community_image'))) {
    out.set(`community_image:${id}`, t);
  }
  for (const [id, t] of await messageTargets(db, idsOf('sample_message'))) {
    out.set(`sample_message:${id}`, t);
  }
  return out;
}

export async function findTarget(
  db: Kysely<Database>,
  type: TargetType,
  id: number,
): Promise<Target | undefined> {
  return (await findTargets(db, [{ type, id }])).get(`${type}:${id}`);
}

export function openReportOf(
  db: Kysely<Database>,
  reporterId: number,
  type: TargetType,
  targetId: number,
) {
  return db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', type)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export function listReports(db: Kysely<Database>, status: 'open' | 'resolved') {
  return db
    .selectFrom('reports')
    .leftJoin('users', 'users.id', 'reports.reporter_id')
    .selectAll('reports')
    .select('users.username as reporter')
    .where('reports.status', '=', status)
    .orderBy('reports.created_at', status === 'open' ? 'asc' : 'desc')
    .orderBy('reports.id', status === 'open' ? 'asc' : 'desc')
    .limit(200)
    .execute();
}
export type ReportListRow = Awaited<ReturnType<typeof listReports>>[number];

export async function insertReport(db: Kysely<Database>, report: NewReport): Promise<number> {
  const row = await db
    .insertInto('reports')
    .values(report)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function reportById(db: Kysely<Database>, id: number): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Settles every open report on the same content as `report`; answers the ids settled. */
export async function settleOpenReports(
  db: Kysely<Database>,
  report: { target_type: ReportRow['target_type']; target_id: number },
  how: { resolution: 'dismissed' | 'removed'; resolvedBy: number; at: string },
): Promise<{ id: number; reporter_id: number | null }[]> {
  return db
    .updateTable('reports')
    .set({
      status: 'resolved',
      resolution: how.resolution,
      resolved_by: how.resolvedBy,
      resolved_at: how.at,
    })
    .where('target_type', '=', report.target_type)
    .where('target_id', '=', report.target_id)
    .where('status', '=', 'open')
    .returning(['id', 'reporter_id'])
    .execute();
}

/**
 * Undoes a dismissal: the reports dismissed together with `report` (same content, same
 * moderator, same moment) are open again, except where their reporter has since opened a
 * newer report on the same content (one open report each). Answers the ids reopened.
 */
export async function reopenDismissed(
  db: Kysely<Database>,
  report: Pick<ReportRow, 'target_type' | 'target_id' | 'resolved_by' | 'resolved_at'>,
): Promise<{ id: number }[]> {
  if (report.resolved_by === null || report.resolved_at === null) return [];
  return db
    .updateTable('reports')
    .set({ status: 'open', resolution: null, resolved_by: null, resolved_at: null })
    .where('target_type', '=', report.target_type)
    .where('target_id', '=', report.target_id)
    .where('status', '=', 'resolved')
    .where('resolution', '=', 'dismissed')
    .where('resolved_by', '=', report.resolved_by)
    .where('resolved_at', '=', report.resolved_at)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reports as newer')
            .select('newer.id')
            .whereRef('newer.target_type', '=', 'reports.target_type')
            .whereRef('newer.target_id', '=', 'reports.target_id')
            .whereRef('newer.reporter_id', '=', 'reports.reporter_id')
            .where('newer.status', '=', 'open'),
        ),
      ),
    )
    .returning('id')
    .execute();
}

// --- The staff's pending work (admin notifications) -------------------------------------

/**
 * What waits for the staff, in one query (the staff's pages ask every 30 s): open reports,
 * profile pictures of live inks waiting for review, and discoveries (ink submissions) waiting
 * for review, as the database keeps them (ADR 074: the sums of `staff_queue_deltas`), with
 * how many rows were summed (the service folds them when there are many).
 */
export async function staffQueueCounts(
  db: Kysely<Database>,
): Promise<{ reports: number; profileImages: number; submissions: number; rows: number }> {
  const row = await db
    .selectFrom('staff_queue_deltas')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('reports'), eb.lit(0)).as('reports'),
      eb.fn.coalesce(eb.fn.sum<number | string>('profile_images'), eb.lit(0)).as('images'),
      eb.fn.coalesce(eb.fn.sum<number | string>('submissions'), eb.lit(0)).as('submissions'),
      eb.fn.countAll<number | string>().as('rows'),
    ])
    .executeTakeFirstOrThrow();
  // (PostgreSQL's sums and counts are bigints, which arrive as strings)
  return {
    reports: Number(row.reports),
    profileImages: Number(row.images),
    submissions: Number(row.submissions),
    rows: Number(row.rows),
  };
}

/**
 * Folds the queues' deltas into one row, in the caller's transaction: each row is taken by
 * exactly one fold (deleted as its sum is added back), so folds at once never count one
 * twice, and a change committed meanwhile stays for the next.
 */
export async function foldStaffQueues(trx: Kysely<Database>): Promise<void> {
  const taken = await trx
    .deleteFrom('staff_queue_deltas')
    .returning(['reports', 'profile_images', 'submissions'])
    .execute();
  const sum = (key: keyof (typeof taken)[number]) => taken.reduce((n, r) => n + r[key], 0);
  const folded = {
    reports: sum('reports'),
    profile_images: sum('profile_images'),
    submissions: sum('submissions'),
  };
  // nothing waiting is no row at all
  if (Object.values(folded).some((n) => n !== 0)) {
    await trx.insertInto('staff_queue_deltas').values(folded).execute();
  }
}
