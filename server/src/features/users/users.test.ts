import type { ErrorBody, PublicUser } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('lets an admin change a role, and records it in the audit log', async () => {
    const { browser, user: admin } = await withSession(t, { role: 'admin', totp: true });
    const target = await createUser(t.db);
    const res = await browser.send('PUT', `/api/admin/users/${target.id}/role`, {
      role: 'moderator',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<PublicUser>(res).role).toBe('moderator');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', target.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      action: 'user.role',
      target_type: 'user',
    });
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ from: 'user', to: 'moderator' });
  });

  it('refuses to demote the last admin, changing nothing', async () => {
    await t.db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const { browser, user: admin } = await withSession(t, { role: 'admin', totp: true });
    const res = await browser.send('PUT', `/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(json<ErrorBody>(res).code).toBe('conflict');
    const row = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    // With a second admin, the first may step down.
    const other = await createUser(t.db);
    await browser.send('PUT', `/api/admin/users/${other.id}/role`, { role: 'admin' });
    expect(
      (await browser.send('PUT', `/api/admin/users/${admin.id}/role`, { role: 'user' })).statusCode,
    ).toBe(200);
  });

  it('keeps one admin when the last two step down at the same instant', async () => {
    await t.db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const a = await withSession(t, { role: 'admin', totp: true });
    const b = await withSession(t, { role: 'admin', totp: true });
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(
        [a, b].map((s) =>
          s.browser.send('PUT', `/api/admin/users/${s.user.id}/role`, { role: 'user' }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const admins = await t.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toHaveLength(1);
      // Put the one who stepped down back for the next round.
      await t.db
        .updateTable('users')
        .set({ role: 'admin' })
        .where('id', 'in', [a.user.id, b.user.id])
        .execute();
    }
  });

  it('validates the role and the user', async () => {
    const { browser } = await withSession(t, { role: 'admin', totp: true });
    const target = await createUser(t.db);
    expect(
      (await browser.send('PUT', `/api/admin/users/${target.id}/role`, { role: 'emperor' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await browser.send('PUT', '/api/admin/users/999999/role', { role: 'user' })).statusCode,
    ).toBe(404);
    expect(
      (await browser.send('PUT', '/api/admin/users/abc/role', { role: 'user' })).statusCode,
    ).toBe(400);
  });

  it('needs two-factor sign-in for staff while STAFF_MFA is required', async () => {
    const { browser } = await withSession(t, { role: 'admin', totp: false });
    const target = await createUser(t.db);
    const res = await browser.send('PUT', `/api/admin/users/${target.id}/role`, {
      role: 'moderator',
    });
    expect(res.statusCode).toBe(403);
    expect(json<ErrorBody>(res).code).toBe('mfa_required');
  });
});
