import Fastify, { type FastifyContextConfig } from 'fastify';
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
    const refused: FastifyContextConfig[] = [
      { access: 'user', session: false },
      { access: 'public', personal: true, session: false },
    ];
    for (const config of refused) {
      const app = Fastify();
      await registerSessions(app, t.db, t.config);
      await expect(
        (async () => {
          app.get('/api/x', { config }, () => ({}));
          await app.ready();
        })(),
      ).rejects.toThrow(/reads no session/);
      await app.close();
    }
    const post = Fastify();
    await registerSessions(post, t.db, t.config);
    await expect(
      (async () => {
        post.post('/api/x', { config: { access: 'public', session: false } }, () => ({}));
        await post.ready();
      })(),
    ).rejects.toThrow(/reads no session/);
    await post.close();
    const both = Fastify();
    await registerSessions(both, t.db, t.config);
    await expect(
      (async () => {
        both.route({
          method: ['GET', 'POST'],
          url: '/api/x',
          config: { access: 'public', session: false },
          handler: () => ({}),
        });
        await both.ready();
      })(),
    ).rejects.toThrow(/reads no session/);
    await both.close();
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
