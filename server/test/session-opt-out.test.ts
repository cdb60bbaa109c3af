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
  });
});
