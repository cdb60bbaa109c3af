import type { AdminUser, AuditPage, ErrorBody, Ink, InkListResponse } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { Browser, fileTestApp, json, withSession } from '../../../test/helpers.ts';
import { editBody, readInk } from './inks.test-kit.ts';

const { t, freshInk } = fileTestApp({ inks: 300, inkCount: 30 });

const visitor = () => new Browser(t.app, '10.74.0.1');
const moderator = () => withSession(t, { role: 'moderator', totp: true });
const admin = () => withSession(t, { role: 'admin', totp: true });

const ink = (id: number): Promise<Ink> => readInk(visitor(), id);

function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(json<ErrorBody>(res).code).toBe(code);
}

describe('PUT /api/inks/{id}', () => {
  it('lets a moderator edit every field; search, facets and the audit log follow', async () => {
    const id = freshInk();
    const before = await ink(id);
    const mod = await moderator();
    const name = `Renamed Ink ${Date.now().toString(36)}`;
    const res = await mod.browser.send(
      'PUT',
      `/api/inks/${id}`,
      editBody(before, {
        name,
        line: 'Test Line',
        color: 'Teal',
        colorHex: '#1A7F7A',
        description: 'Edited description.',
        properties: ['Shimmering'],
        featured: true,
        images: [
          'https://example.test/a.jpg',
          '/media/community/0123456789abcdef0123456789abcdef.jpg',
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = json<Ink>(res);
    expect(after).toMatchObject({
      id,
      name,
      line: 'Test Line',
      color: 'Teal',
      colorHex: '#1a7f7a',
      description: 'Edited description.',
      properties: ['Shimmering'],
      featured: true,
      images: [
        'https://example.test/a.jpg',
        '/media/community/0123456789abcdef0123456789abcdef.jpg',
      ],
    });
    expect(after.lab).not.toEqual(before.lab);
    // the catalogue (cached responses included) and the search index follow at once
    const found = json<InkListResponse>(
      await visitor().get(`/api/inks?search=${encodeURIComponent(name)}&color=Teal`),
    );
    expect(found.data.map((i) => i.id)).toEqual([id]);
    const oldName = json<InkListResponse>(
      await visitor().get(`/api/inks?search=${encodeURIComponent(before.name)}&color=Teal`),
    );
    expect(oldName.data.map((i) => i.id)).not.toContain(id);
    // audited with before and after values of what changed
    const audit = json<AuditPage>(await mod.browser.get('/api/admin/audit?action=ink.edit'));
    const entry = audit.entries.find((e) => e.targetId === id);
    expect(entry?.actor).toBe(mod.user.username);
    expect(entry?.details).toMatchObject({
      before: { name: before.name, featured: before.featured },
      after: { name, featured: true, color: 'Teal' },
    });
    expect(Object.keys((entry?.details as { after: object }).after)).not.toContain('brand');
  });

  it('refuses members, bad fields and missing inks, changing nothing', async () => {
    const id = freshInk();
    const before = await ink(id);
    const member = await withSession(t);
    expectError(
      await member.browser.send('PUT', `/api/inks/${id}`, editBody(before, { name: 'X' })),
      403,
    );
    expectError(await visitor().send('PUT', `/api/inks/${id}`, editBody(before)), 401);
    const mod = await moderator();
    for (const changes of [
      { name: '' },
      { colorHex: 'teal' },
      { images: ['javascript:alert(1)'] },
      { images: ['http://insecure.test/a.jpg'] },
      { featured: 'yes' },
      { properties: ['Glowing'] },
    ]) {
      expectError(await mod.browser.send('PUT', `/api/inks/${id}`, editBody(before, changes)), 400);
    }
    expectError(await mod.browser.send('PUT', '/api/inks/99999999', editBody(before)), 404);
    expect(await ink(id)).toEqual(before);
  });
});

describe('the staff console lists', () => {
  it('deleted inks, for admins, with Restore', async () => {
    const id = freshInk();
    const a = await admin();
    expect((await a.browser.send('DELETE', `/api/inks/${id}`)).statusCode).toBe(204);
    const deleted = json<Ink[]>(await a.browser.get('/api/admin/inks/deleted'));
    expect(deleted[0]?.id).toBe(id);
    expectError(await (await moderator()).browser.get('/api/admin/inks/deleted'), 403);
    expect((await a.browser.post(`/api/inks/${id}/restore`)).statusCode).toBe(200);
    const after = json<Ink[]>(await a.browser.get('/api/admin/inks/deleted'));
    expect(after.map((i) => i.id)).not.toContain(id);
  });

  it('users, searched by name or email, for admins only', async () => {
    const a = await admin();
    const someone = await withSession(t, { username: `Findable_${Date.now().toString(36)}` });
    const byName = json<AdminUser[]>(
      await a.browser.get(
        `/api/admin/users?search=${someone.user.username.slice(0, 12).toUpperCase()}`,
      ),
    );
    expect(byName.map((u) => u.id)).toContain(someone.user.id);
    const byEmail = json<AdminUser[]>(
      await a.browser.get(`/api/admin/users?search=${encodeURIComponent(someone.user.email)}`),
    );
    expect(byEmail).toHaveLength(1);
    expect(byEmail[0]).toMatchObject({ id: someone.user.id, role: 'user', emailVerified: true });
    // LIKE wildcards are taken literally
    expect(json<AdminUser[]>(await a.browser.get('/api/admin/users?search=%25'))).toEqual([]);
    expect(json<AdminUser[]>(await a.browser.get('/api/admin/users?search=_'))).toEqual(
      json<AdminUser[]>(await a.browser.get('/api/admin/users?search=_')).filter((u) =>
        `${u.username} ${u.email} ${u.displayName ?? ''}`.includes('_'),
      ),
    );
    expectError(await (await moderator()).browser.get('/api/admin/users'), 403);
    expectError(await someone.browser.get('/api/admin/users'), 403);
  });

  it('the audit log, filtered by actor and action, newest first', async () => {
    const a = await admin();
    const id = freshInk();
    await a.browser.send('DELETE', `/api/inks/${id}`);
    await a.browser.post(`/api/inks/${id}/restore`);
    const mine = json<AuditPage>(await a.browser.get(`/api/admin/audit?actor=${a.user.username}`));
    expect(mine.entries.slice(0, 2).map((e) => [e.action, e.targetId])).toEqual([
      ['ink.restore', id],
      ['ink.delete', id],
    ]);
    const deletes = json<AuditPage>(await a.browser.get('/api/admin/audit?action=ink.delete'));
    expect(deletes.entries.every((e) => e.action === 'ink.delete')).toBe(true);
    expectError(await a.browser.get('/api/admin/audit?action=DROP%20TABLE'), 400);
    expectError(await (await withSession(t)).browser.get('/api/admin/audit'), 403);
  });
});
