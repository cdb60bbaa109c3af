import type { AdminNotifications, Comment, ErrorBody, Report } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORT_USER: '1000/1m' });
  freshInk = await inkSupply(t.db, 100);
});
afterAll(async () => {
  await t.close();
});

/** A comment by a new member on a fresh ink. */
async function commentByAnother() {
  const inkId = freshInk();
  const author = await withSession(t);
  const res = await author.browser.post(`/api/inks/${inkId}/comments`, {
    content: 'Buy cheap pens at spam.example',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { inkId, author, comment: json<Comment>(res) };
}

const moderator = () => withSession(t, { role: 'moderator', totp: true });

async function reportRows(targetType: string, targetId: number) {
  return t.db
    .selectFrom('reports')
    .selectAll()
    .where('target_type', '=', targetType as 'comment')
    .where('target_id', '=', targetId)
    .execute();
}

async function openReports(browser: Browser): Promise<Report[]> {
  const res = await browser.get('/api/admin/reports');
  expect(res.statusCode, res.body).toBe(200);
  return json<Report[]>(res);
}

describe('POST /api/reports', () => {
  it("lets a member report someone else's comment, once while it is open", async () => {
    const { comment, author } = await commentByAnother();
    const { browser, user } = await withSession(t);
    const res = await browser.post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
      targetUserId: 999, // the server works out whose it is
      reason: 'spam',
      description: '  Advertising.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ status: string }>(res).status).toBe('open');
    const rows = await reportRows('comment', comment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporter_id: user.id,
      target_user_id: author.user.id,
      reason: 'spam',
      description: 'Advertising.',
      status: 'open',
    });

    const again = await browser.post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
      reason: 'harassment',
    });
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).code).toBe('conflict');
    expect(await reportRows('comment', comment.id)).toHaveLength(1);
  });

  it('reports an ink profile', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    const res = await browser.post('/api/reports', {
      reportType: 'ink_profile',
      targetId: inkId,
      reason: 'misinformation',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await reportRows('ink_profile', inkId))[0]).toMatchObject({
      target_user_id: null,
      description: null,
    });
  });

  it('refuses own content (403), missing content (404), visitors (401) and bad input (400)', async () => {
    const { comment, author } = await commentByAnother();
    const own = await author.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
      reason: 'spam',
    });
    expect(own.statusCode).toBe(403);
    expect(json<ErrorBody>(own).message).toBe('You cannot report your own content.');

    const { browser } = await withSession(t);
    for (const [reportType, targetId] of [
      ['comment', 99999999],
      ['ink_profile', 99999999],
      ['community_image', 1],
    ] as const) {
      const res = await browser.post('/api/reports', { reportType, targetId, reason: 'spam' });
      expect(res.statusCode, `${reportType} ${targetId}`).toBe(404);
    }
    const visitor = await new Browser(t.app, '10.72.0.1').post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
      reason: 'spam',
    });
    expect(visitor.statusCode).toBe(401);

    const noReason = await browser.post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
    });
    expect(noReason.statusCode).toBe(400);
    expect(json<ErrorBody>(noReason).fields?.reason).toBe('Please select a reason for reporting.');
    for (const body of [
      { reportType: 'comment', targetId: comment.id, reason: 'boring' },
      { reportType: 'user', targetId: comment.id, reason: 'spam' },
      { reportType: 'comment', targetId: 'x', reason: 'spam' },
      {
        reportType: 'comment',
        targetId: comment.id,
        reason: 'spam',
        description: 'x'.repeat(1001),
      },
      { reportType: 'comment', targetId: comment.id, reason: 'spam', extra: 1 },
    ]) {
      expect((await browser.post('/api/reports', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await reportRows('comment', comment.id)).toHaveLength(0);
  });

  it('answers 429 past REPORT_USER reports per account', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REPORT_USER: '2/1m' });
    try {
      const { browser } = await withSession(limited);
      const ids = (
        await limited.db.selectFrom('inks').select('id').orderBy('id').limit(3).execute()
      ).map((r) => r.id);
      const codes: number[] = [];
      for (const id of ids) {
        const res = await browser.post('/api/reports', {
          reportType: 'ink_profile',
          targetId: id,
          reason: 'other',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the moderators’ side', () => {
  it('lists open reports with what they point at, and counts them', async () => {
    const { comment, author, inkId } = await commentByAnother();
    const reporter = await withSession(t);
    await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
      reason: 'spam',
      description: 'Link farm',
    });
    const mod = await moderator();
    const listed = (await openReports(mod.browser)).find((r) => r.targetId === comment.id);
    expect(listed).toMatchObject({
      reportType: 'comment',
      reason: 'spam',
      description: 'Link farm',
      reporter: reporter.user.username,
      status: 'open',
      resolution: null,
      target: { title: comment.content, inkId, username: author.user.username },
    });
    const notes = json<AdminNotifications>(await mod.browser.get('/api/admin/notifications'));
    const open = await t.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    expect(notes).toEqual({
      hasNotifications: true,
      pendingSubmissions: 0,
      pendingReports: open.n,
    });
  });

  it("counts what waits for the staff: open reports, discoveries, live inks' pictures", async () => {
    const mod = await moderator();
    const notes = async () =>
      json<AdminNotifications>(await mod.browser.get('/api/admin/notifications'));
    const before = await notes();
    const live = freshInk();
    const gone = freshInk();
    const now = new Date().toISOString();
    const picture = (inkId: number, status: 'pending' | 'approved') => ({
      ink_id: inkId,
      user_id: null,
      image_url: '/media/x.jpg',
      caption: null,
      status,
      rejection_reason: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
    });
    await t.db
      .insertInto('profile_image_submissions')
      .values([picture(live, 'pending'), picture(live, 'approved'), picture(gone, 'pending')])
      .execute();
    const discovery = (name: string, status: 'pending' | 'rejected') => ({
      user_id: null,
      name,
      brand: 'Staffcount',
      line: null,
      color_family: 'Blue',
      color_hex: '#123456',
      description: null,
      image_url: null,
      duplicate_key: `staffcount|${name}`,
      status,
      rejection_reason: null,
      ink_id: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
    });
    await t.db
      .insertInto('ink_submissions')
      .values([
        discovery('one', 'pending'),
        discovery('two', 'pending'),
        discovery('three', 'rejected'),
      ])
      .execute();
    // a picture of an ink deleted since is no longer waiting
    await t.db.updateTable('inks').set({ deleted_at: now }).where('id', '=', gone).execute();
    const { comment } = await commentByAnother();
    const reporter = await withSession(t);
    await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
      reason: 'spam',
    });
    expect(await notes()).toEqual({
      hasNotifications: true,
      pendingSubmissions: before.pendingSubmissions + 1 + 2,
      pendingReports: before.pendingReports + 1,
    });
  });

  it('dismisses a report (and the other open ones on the same content), keeping the comment', async () => {
    const { comment, inkId } = await commentByAnother();
    for (const reason of ['spam', 'harassment']) {
      const { browser } = await withSession(t);
      await browser.post('/api/reports', { reportType: 'comment', targetId: comment.id, reason });
    }
    const [first] = await reportRows('comment', comment.id);
    const mod = await moderator();
    const res = await mod.browser.post(`/api/admin/reports/${first?.id}/resolve`, {
      action: 'dismiss',
    });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await reportRows('comment', comment.id);
    expect(rows.map((r) => [r.status, r.resolution, r.resolved_by])).toEqual([
      ['resolved', 'dismissed', mod.user.id],
      ['resolved', 'dismissed', mod.user.id],
    ]);
    const comments = json<Comment[]>(await mod.browser.get(`/api/inks/${inkId}/comments`));
    expect(comments.map((c) => c.id)).toEqual([comment.id]);
    const again = await mod.browser.post(`/api/admin/reports/${first?.id}/resolve`, {
      action: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'report.resolve')
      .where('target_id', '=', first?.id ?? 0)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('undoes a dismissal: the reports dismissed together open again, audited, and only once', async () => {
    const { comment } = await commentByAnother();
    const reporters = [];
    for (const reason of ['spam', 'harassment']) {
      const r = await withSession(t);
      reporters.push(r);
      await r.browser.post('/api/reports', { reportType: 'comment', targetId: comment.id, reason });
    }
    const [first, second] = await reportRows('comment', comment.id);
    const mod = await moderator();
    await mod.browser.post(`/api/admin/reports/${first?.id}/resolve`, { action: 'dismiss' });

    // a member may not undo it; an unknown report is 404
    const member = await withSession(t);
    expect((await member.browser.post(`/api/admin/reports/${first?.id}/reopen`)).statusCode).toBe(
      403,
    );
    expect((await mod.browser.post('/api/admin/reports/999999/reopen')).statusCode).toBe(404);

    const res = await mod.browser.post(`/api/admin/reports/${second?.id}/reopen`);
    expect(res.statusCode, res.body).toBe(204);
    const rows = await reportRows('comment', comment.id);
    expect(rows.map((r) => [r.status, r.resolution, r.resolved_by])).toEqual([
      ['open', null, null],
      ['open', null, null],
    ]);
    expect((await openReports(mod.browser)).map((r) => r.id)).toEqual(
      expect.arrayContaining([first?.id, second?.id]),
    );
    const again = await mod.browser.post(`/api/admin/reports/${second?.id}/reopen`);
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).message).toBe('This report is open already.');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'report.reopen')
      .where('target_id', '=', second?.id ?? 0)
      .execute();
    expect(audit).toHaveLength(1);
    const details = JSON.parse(audit[0]?.details ?? '{}') as {
      targetType?: string;
      reports?: number[];
    };
    expect(details.targetType).toBe('comment');
    expect(details.reports?.toSorted()).toEqual([first?.id, second?.id].toSorted());
  });

  it('does not reopen a report whose content was removed, nor beside a newer open report of its reporter', async () => {
    const removed = await commentByAnother();
    const reporter = await withSession(t);
    await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: removed.comment.id,
      reason: 'spam',
    });
    const [report] = await reportRows('comment', removed.comment.id);
    const mod = await moderator();
    await mod.browser.post(`/api/admin/reports/${report?.id}/resolve`, {
      action: 'remove_content',
    });
    const refused = await mod.browser.post(`/api/admin/reports/${report?.id}/reopen`);
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).message).toContain('Only a dismissed report can be reopened');

    const kept = await commentByAnother();
    await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: kept.comment.id,
      reason: 'spam',
    });
    const [old] = await reportRows('comment', kept.comment.id);
    await mod.browser.post(`/api/admin/reports/${old?.id}/resolve`, { action: 'dismiss' });
    const newer = await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: kept.comment.id,
      reason: 'harassment',
    });
    expect(newer.statusCode, newer.body).toBe(201);
    const blocked = await mod.browser.post(`/api/admin/reports/${old?.id}/reopen`);
    expect(blocked.statusCode).toBe(409);
    expect(json<ErrorBody>(blocked).message).toContain('newer open report');
    const rows = await reportRows('comment', kept.comment.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['open', 'resolved']);
  });

  it('removes a reported comment', async () => {
    const { comment, inkId } = await commentByAnother();
    const reporter = await withSession(t);
    await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
      reason: 'spam',
    });
    const [report] = await reportRows('comment', comment.id);
    const mod = await moderator();
    const res = await mod.browser.post(`/api/admin/reports/${report?.id}/resolve`, {
      action: 'remove_content',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(json<Comment[]>(await mod.browser.get(`/api/inks/${inkId}/comments`))).toEqual([]);
    expect((await reportRows('comment', comment.id))[0]?.resolution).toBe('removed');
    const removal = await t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'comment.remove')
      .where('target_id', '=', comment.id)
      .executeTakeFirst();
    expect(removal?.actor_id).toBe(mod.user.id);
    // the same member may report other content again later: only open reports are unique
    const later = await commentByAnother();
    expect(
      (
        await reporter.browser.post('/api/reports', {
          reportType: 'comment',
          targetId: later.comment.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('lets only an admin remove a reported ink', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await browser.post('/api/reports', {
      reportType: 'ink_profile',
      targetId: inkId,
      reason: 'spam',
    });
    const [report] = await reportRows('ink_profile', inkId);
    const mod = await moderator();
    const refused = await mod.browser.post(`/api/admin/reports/${report?.id}/resolve`, {
      action: 'remove_content',
    });
    expect(refused.statusCode).toBe(403);
    expect((await reportRows('ink_profile', inkId))[0]?.status).toBe('open');
    expect((await mod.browser.get(`/api/inks/${inkId}`)).statusCode).toBe(200);

    const admin = await withSession(t, { role: 'admin', totp: true });
    const res = await admin.browser.post(`/api/admin/reports/${report?.id}/resolve`, {
      action: 'remove_content',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await admin.browser.get(`/api/inks/${inkId}`)).statusCode).toBe(404);
  });

  it('validates the action and the report id', async () => {
    const mod = await moderator();
    expect(
      (await mod.browser.post('/api/admin/reports/99999999/resolve', { action: 'dismiss' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await mod.browser.post('/api/admin/reports/1/resolve', { action: 'ban' })).statusCode,
    ).toBe(400);
    expect((await mod.browser.get('/api/admin/reports?status=pending')).statusCode).toBe(400);
    expect((await mod.browser.get('/api/admin/reports?status=resolved')).statusCode).toBe(200);
  });
});
