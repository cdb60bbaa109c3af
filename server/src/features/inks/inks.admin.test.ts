import type { ErrorBody, Ink } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, withSession, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ STAFF_MFA: 'optional' });
});
afterAll(async () => {
  await t.close();
});

async function someInk(): Promise<Ink> {
  const res = await t.app.inject({ method: 'GET', url: '/api/inks?search=oxblood' });
  const ink = json<{ data: Ink[] }>(res).data[0];
  if (!ink) throw new Error('no ink');
  return ink;
}

describe('DELETE /api/inks/{id} and restore', () => {
  it('soft-deletes for an admin, audits it, and restores it', async () => {
    const { browser, user } = await withSession(t, { role: 'admin' });
    const ink = await someInk();
    const del = await browser.send('DELETE', `/api/inks/${ink.id}`);
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/inks/${ink.id}` })).statusCode).toBe(
      404,
    );
    const row = await t.db
      .selectFrom('inks')
      .select(['deleted_at', 'name'])
      .where('id', '=', ink.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.name).toBe(ink.name);
    expect((await browser.send('DELETE', `/api/inks/${ink.id}`)).statusCode).toBe(404);

    const restored = await browser.post(`/api/inks/${ink.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(json<Ink>(restored).id).toBe(ink.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/inks/${ink.id}` })).statusCode).toBe(
      200,
    );
    expect((await browser.post(`/api/inks/${ink.id}/restore`)).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', ink.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'ink.delete', actor_id: user.id },
      { action: 'ink.restore', actor_id: user.id },
    ]);
  });

  it('is refused to moderators and users, changing nothing', async () => {
    const ink = await someInk();
    for (const role of ['moderator', 'user'] as const) {
      const { browser } = await withSession(t, { role });
      const res = await browser.send('DELETE', `/api/inks/${ink.id}`);
      expect(res.statusCode).toBe(403);
      expect(json<ErrorBody>(res).code).toBe('forbidden');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/inks/${ink.id}` })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown ink and 400 for a bad id', async () => {
    const { browser } = await withSession(t, { role: 'admin' });
    expect((await browser.send('DELETE', '/api/inks/999999')).statusCode).toBe(404);
    expect((await browser.send('DELETE', '/api/inks/abc')).statusCode).toBe(400);
  });
});
