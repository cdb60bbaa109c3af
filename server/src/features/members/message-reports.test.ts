import type { Report, ReportThread, SampleRequestDetail } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, json, withSession } from '../../../test/helpers.ts';
import { ask, expectError, ownAndOffer, type Member } from './members.test-kit.ts';

const { t, freshInk } = fileTestApp({ inks: 0, inkCount: 60 });

const SECRET = 'My address is 12 Quiet Lane, please keep it between us';

/** A request between two members with a message from each; the owner's carries SECRET. */
async function thread(): Promise<{
  owner: Member;
  asker: Member;
  requestId: number;
  ownersMessage: number;
  askersMessage: number;
}> {
  const inkId = freshInk();
  const owner = await withSession(t);
  const asker = await withSession(t);
  await ownAndOffer(owner.browser, inkId);
  const made = await ask(asker.browser, owner.user.username, inkId, 'May I have a sample?');
  const res = await owner.browser.post(`/api/auth/sample-requests/${made.id}/messages`, {
    body: SECRET,
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    owner,
    asker,
    requestId: made.id,
    ownersMessage: json<{ id: number }>(res).id,
    askersMessage: made.messages[0]?.id ?? 0,
  };
}

const report = (m: Member, messageId: number) =>
  m.browser.post('/api/reports', {
    reportType: 'sample_message',
    targetId: messageId,
    reason: 'spam',
  });

async function auditCount(action: string, targetId?: number): Promise<number> {
  let q = t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action);
  if (targetId !== undefined) q = q.where('target_id', '=', targetId);
  return (await q.executeTakeFirstOrThrow()).n;
}

describe('reports of messages on sample requests', () => {
  it('only the other member of the request may report a message; to anyone else it is not there', async () => {
    const { owner, asker, ownersMessage } = await thread();
    const stranger = await withSession(t);
    const moderator = await withSession(t, { role: 'moderator', totp: true });
    for (const m of [stranger, owner, moderator]) {
      expectError(await report(m, ownersMessage), 404, 'not_found');
    }
    expectError(await report(asker, 2147483647), 404, 'not_found');
    expectError(await report(asker, 2147483648), 400, 'validation_failed');
    const made = await report(asker, ownersMessage);
    expect(made.statusCode, made.body).toBe(201);
    expectError(await report(asker, ownersMessage), 409, 'conflict');
  });

  it("the staff's list names the sender and never shows the words", async () => {
    const { owner, asker, ownersMessage } = await thread();
    expect((await report(asker, ownersMessage)).statusCode).toBe(201);
    const moderator = await withSession(t, { role: 'moderator', totp: true });
    const res = await moderator.browser.get('/api/admin/reports');
    expect(res.statusCode, res.body).toBe(200);
    const listed = json<Report[]>(res).find(
      (r) => r.reportType === 'sample_message' && r.targetId === ownersMessage,
    );
    expect(listed?.target).toEqual({
      title: 'A message on a sample request',
      inkId: null,
      username: owner.user.username,
      thumbnailUrl: null,
    });
    expect(listed?.reporter).toBe(asker.user.username);
    expect(res.body).not.toContain('Quiet Lane');
  });

  it('staff read the thread only through the report, and every read is in the audit log', async () => {
    const { owner, asker, requestId, ownersMessage, askersMessage } = await thread();
    const reportId = json<{ id: number }>(await report(asker, ownersMessage)).id;
    const moderator = await withSession(t, { role: 'moderator', totp: true });
    // no other way in: the request itself is not found for staff
    expectError(await moderator.browser.get(`/api/auth/sample-requests/${requestId}`), 404);

    expect(await auditCount('sample_thread.read', reportId)).toBe(0);
    for (let i = 1; i <= 2; i++) {
      const res = await moderator.browser.get(`/api/admin/reports/${reportId}/thread`);
      expect(res.statusCode, res.body).toBe(200);
      const body = json<ReportThread>(res);
      expect(body.reportedMessageId).toBe(ownersMessage);
      expect(body.request).toMatchObject({
        id: requestId,
        role: 'requester',
        requester: { username: asker.user.username },
        owner: { username: owner.user.username },
      });
      expect(body.messages.map((m) => [m.id, m.mine])).toEqual([
        [askersMessage, true],
        [ownersMessage, false],
      ]);
      expect(body.messages[1]?.body).toBe(SECRET);
      expect(await auditCount('sample_thread.read', reportId)).toBe(i);
    }
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_type', 'details'])
      .where('action', '=', 'sample_thread.read')
      .where('target_id', '=', reportId)
      .executeTakeFirstOrThrow();
    const moderatorId = moderator.user.id;
    expect(entry).toMatchObject({ actor_id: moderatorId, target_type: 'report' });
    expect(JSON.parse(entry.details)).toEqual({ messageId: ownersMessage, requestId });

    // members and tokens never reach it; staff without two-factor sign-in neither
    expectError(await asker.browser.get(`/api/admin/reports/${reportId}/thread`), 403, 'forbidden');
    const noMfa = await withSession(t, { role: 'moderator' });
    expect((await noMfa.browser.get(`/api/admin/reports/${reportId}/thread`)).statusCode).toBe(403);
    expect(await auditCount('sample_thread.read', reportId)).toBe(2);
  });

  it('a report of another kind has no thread (404), nor an unknown one', async () => {
    const inkId = freshInk();
    const author = await withSession(t);
    const reporter = await withSession(t);
    const comment = await author.browser.post(`/api/inks/${inkId}/comments`, { content: 'Hello' });
    const commentId = json<{ id: number }>(comment).id;
    const made = await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: commentId,
      reason: 'spam',
    });
    const reportId = json<{ id: number }>(made).id;
    const moderator = await withSession(t, { role: 'moderator', totp: true });
    const before = await auditCount('sample_thread.read');
    expectError(
      await moderator.browser.get(`/api/admin/reports/${reportId}/thread`),
      404,
      'not_found',
    );
    expectError(await moderator.browser.get('/api/admin/reports/2147483647/thread'), 404);
    expectError(await moderator.browser.get('/api/admin/reports/2147483648/thread'), 400);
    expect(await auditCount('sample_thread.read')).toBe(before);
  });

  it('"remove content" deletes the message and keeps the request\'s count right', async () => {
    const { owner, asker, requestId, ownersMessage } = await thread();
    const reportId = json<{ id: number }>(await report(asker, ownersMessage)).id;
    const moderator = await withSession(t, { role: 'moderator', totp: true });
    const res = await moderator.browser.post(`/api/admin/reports/${reportId}/resolve`, {
      action: 'remove_content',
    });
    expect(res.statusCode, res.body).toBe(204);
    for (const m of [owner, asker]) {
      const d = json<SampleRequestDetail>(
        await m.browser.get(`/api/auth/sample-requests/${requestId}`),
      );
      expect(d.messageCount).toBe(1);
      expect(d.messages.map((x) => x.id)).not.toContain(ownersMessage);
      expect(d.lastMessage).toBe('May I have a sample?');
    }
    expect(await auditCount('sample_message.remove', ownersMessage)).toBe(1);
    const removal = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'sample_message.remove')
      .where('target_id', '=', ownersMessage)
      .executeTakeFirstOrThrow();
    expect(removal.details).not.toContain('Quiet Lane');
    // the thread of a removed message is gone too
    expectError(await moderator.browser.get(`/api/admin/reports/${reportId}/thread`), 404);
  });
});
