import type { AuditPage, Comment } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp();
  freshInk = await inkSupply(t.db, 10);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/audit', () => {
  it('names each target by what it is called: the ink a comment was on, a report by its id', async () => {
    const inkId = freshInk();
    const ink = await t.db
      .selectFrom('inks')
      .select(['brand', 'name'])
      .where('id', '=', inkId)
      .executeTakeFirstOrThrow();
    const author = await withSession(t);
    const posted = await author.browser.post(`/api/inks/${inkId}/comments`, {
      content: 'Spam, spam and spam',
    });
    const comment = json<Comment>(posted);
    const reporter = await withSession(t);
    await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: comment.id,
      reason: 'spam',
    });
    const report = await t.db
      .selectFrom('reports')
      .select('id')
      .where('target_id', '=', comment.id)
      .executeTakeFirstOrThrow();
    const mod = await withSession(t, { role: 'moderator', totp: true });
    const resolved = await mod.browser.post(`/api/admin/reports/${report.id}/resolve`, {
      action: 'remove_content',
    });
    expect(resolved.statusCode, resolved.body).toBe(204);

    const log = json<AuditPage>(await mod.browser.get('/api/admin/audit'));
    const removal = log.entries.find((e) => e.action === 'comment.remove');
    expect(removal).toMatchObject({
      targetType: 'comment',
      targetId: comment.id,
      targetName: `${ink.brand} ${ink.name}`,
    });
    const resolution = log.entries.find((e) => e.action === 'report.resolve');
    expect(resolution).toMatchObject({ targetType: 'report', targetName: null });
  });
});
