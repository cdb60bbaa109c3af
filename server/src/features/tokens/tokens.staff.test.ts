import type { NewsListResponse } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  insertAccessToken,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

/**
 * a staff member's personal access token acts as a plain member whatever STAFF_MFA
 * says (ADR 029, ADR 039). Before, with STAFF_MFA=optional, a moderator's token read news
 * drafts: the actor of a token's request carried the account's role.
 */
describe.each(['optional', 'required'] as const)(
  "a staff member's token with STAFF_MFA=%s",
  (staffMfa) => {
    let t: TestContext;
    let draftId: number;

    beforeAll(async () => {
      t = await createTestApp({ STAFF_MFA: staffMfa });
      const at = new Date().toISOString();
      const row = await t.db
        .insertInto('news')
        .values({
          title: `A draft for staff only (${staffMfa})`,
          excerpt: 'Not yet',
          body: 'Draft body',
          featured: 1,
          published: 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      draftId = row.id;
    });
    afterAll(async () => {
      await t.close();
    });

    const withToken = (secret: string, url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${secret}` },
        remoteAddress: '10.72.0.1',
      });

    it.each(['moderator', 'admin'] as const)(
      'a %s with two-factor on reads drafts in a session, never with a token',
      async (role) => {
        // The same account in a two-factor session does read the draft: the refusal below is
        // the token's, not the account's.
        const { browser, user } = await withSession(t, { role, totp: true });
        expect((await browser.get(`/api/news/${String(draftId)}`)).statusCode).toBe(200);

        for (const scope of ['read', 'write'] as const) {
          const { secret } = await insertAccessToken(t.db, user.id, scope);
          const one = await withToken(secret, `/api/news/${String(draftId)}`);
          expect(one.statusCode, `${scope}: ${one.body}`).toBe(404);
          expect(one.body).not.toContain('A draft for staff only');
          for (const url of ['/api/news', '/api/news?limit=50', '/api/news/featured']) {
            const res = await withToken(secret, url);
            expect(res.statusCode, url).toBe(200);
            expect(res.body, url).not.toContain('A draft for staff only');
          }
          const list = json<NewsListResponse>(await withToken(secret, '/api/news?limit=50'));
          expect(list.data.map((n) => n.id)).not.toContain(draftId);
        }
      },
    );

    it('refuses staff routes to a staff token (403 token_not_allowed)', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      await t.db.updateTable('users').set({ totp_enabled: 1 }).where('id', '=', admin.id).execute();
      const { secret } = await insertAccessToken(t.db, admin.id, 'write');
      for (const url of ['/api/admin/news', '/api/admin/submissions', '/api/admin/notifications']) {
        const res = await withToken(secret, url);
        expect(res.statusCode, url).toBe(403);
        expect(json<{ code: string }>(res).code).toBe('token_not_allowed');
      }
    });
  },
);
