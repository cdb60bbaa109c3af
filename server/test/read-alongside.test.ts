import Fastify, { type FastifyContextConfig, type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerReadAlongside } from '#src/plugins/read-alongside.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * `readAlongside` (plugins/read-alongside.ts, ADR 074): a read started beside the session
 * lookup. A refused request has cost that read, so only a GET whose access is declared may
 * have one; the app refuses to start otherwise. That the staff notifications read their queues
 * this way is tested in features/reports/staff-queues.test.ts.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const read = () => Promise.resolve(1);

describe('readAlongside', () => {
  it('is refused at start-up on a route that is not a GET with its access declared', async () => {
    const refused: { method: HTTPMethods | HTTPMethods[]; config: FastifyContextConfig }[] = [
      { method: 'GET', config: { readAlongside: read } },
      { method: 'POST', config: { access: 'user', readAlongside: read } },
      { method: ['GET', 'DELETE'], config: { access: 'user', readAlongside: read } },
      {
        method: 'GET',
        config: { access: 'user', readAlongside: 'staff_queue_deltas' as unknown as typeof read },
      },
    ];
    for (const { method, config } of refused) {
      const app = Fastify();
      registerReadAlongside(app, t.db);
      await expect(
        (async () => {
          app.route({ method, url: '/api/x', config, handler: () => ({}) });
          await app.ready();
        })(),
      ).rejects.toThrow(/reads alongside the session/);
      await app.close();
    }
  });

  it('is taken on a GET with its access declared, and started before the route is reached', async () => {
    const app = Fastify();
    registerReadAlongside(app, t.db);
    const order: string[] = [];
    const noted = () => {
      order.push('read');
      return Promise.resolve(42);
    };
    // a hook after it, as the session lookup is
    app.addHook('onRequest', (_req, _reply, done) => {
      order.push('session');
      done();
    });
    app.get('/api/x', { config: { access: 'user', readAlongside: noted } }, async (req) => {
      order.push('handler');
      return { started: req.alongside?.read === noted, value: await req.alongside?.result };
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/x' });
    expect(res.json()).toEqual({ started: true, value: 42 });
    expect(order).toEqual(['read', 'session', 'handler']);
    await app.close();
  });
});
