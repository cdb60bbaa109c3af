import Fastify, { type FastifyContextConfig, type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSessions } from '#src/plugins/sessions.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * `session: false` (plugins/sessions.ts): a route that reads no session. Only a public GET
 * whose answer is the same for everyone may declare it; the app refuses to start otherwise.
 * That a declaring route reads no session is tested on the community stats
 * (features/community/community.test.ts).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('session: false', () => {
  it('is refused at start-up on a route that is not a public GET the same for everyone', async () => {
    const refused: { method: HTTPMethods | HTTPMethods[]; config: FastifyContextConfig }[] = [
      { method: 'GET', config: { access: 'user', session: false } },
      { method: 'GET', config: { access: 'public', personal: true, session: false } },
      { method: 'POST', config: { access: 'public', session: false } },
      { method: ['GET', 'POST'], config: { access: 'public', session: false } },
    ];
    for (const { method, config } of refused) {
      const app = Fastify();
      await registerSessions(app, t.db, t.config);
      await expect(
        (async () => {
          app.route({ method, url: '/api/x', config, handler: () => ({}) });
          await app.ready();
        })(),
      ).rejects.toThrow(/reads no session/);
      await app.close();
    }
  });

  it('is taken on a public GET (and the HEAD Fastify adds to it)', async () => {
    const app = Fastify();
    await registerSessions(app, t.db, t.config);
    app.get('/api/x', { config: { access: 'public', session: false } }, () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/api/x',
      cookies: { inklore_session: 'not-a-session' },
    });
    expect(res.statusCode).toBe(200);
    // no session read: an unknown cookie is not answered by clearing it
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ method: 'HEAD', url: '/api/x' })).statusCode).toBe(200);
    await app.close();
  });
});
