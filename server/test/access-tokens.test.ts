import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '#src/db/schema.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { registerAccess } from '#src/plugins/access.ts';
import { json } from './helpers.ts';

/**
 * The access plugin (server/src/plugins/access.ts) and personal access tokens (ADR 029), on a
 * bare Fastify: the plugin is the composition layer's, so these are here and not in the
 * tokens feature's folder (ADR 046).
 */
describe('which routes take a token', () => {
  it('refuses to start when a staff route declares config.token', async () => {
    const app = Fastify();
    registerAccess(app);
    expect(() =>
      app.get(
        '/api/staff-thing',
        { config: { access: { capability: 'editInk' }, token: 'read' } },
        () => ({}),
      ),
    ).toThrow('Route GET /api/staff-thing is a staff route and must not declare config.token');
    // the same route without a token is fine
    app.get('/api/staff-other', { config: { access: { capability: 'editInk' } } }, () => ({}));
    await app.ready();
    await app.close();
  });
});

describe('the actor of a token’s request', () => {
  it('is built in one place with the role user and no two-factor session', async () => {
    const app = Fastify();
    const admin = {
      id: 7,
      role: 'admin',
      email_verified: 1,
      totp_enabled: 1,
    } as unknown as UserRow;
    app.decorateRequest('user', null);
    app.decorateRequest('sessionMfa', false);
    app.decorateRequest('accessToken', null);
    app.addHook('onRequest', async (req) => {
      await Promise.resolve();
      req.user = admin;
      req.sessionMfa = req.headers['x-mfa'] === '1';
      req.accessToken = req.headers['x-token'] === '1' ? { id: 1, scope: 'write' } : null;
    });
    registerAccess(app);
    app.get('/api/who', { config: { access: 'public', token: 'read' } }, (req) => req.actor);
    await app.ready();
    const who = async (headers: Record<string, string>) =>
      json<RequestActor>(await app.inject({ method: 'GET', url: '/api/who', headers }));
    expect(await who({ 'x-mfa': '1' })).toEqual({
      id: 7,
      role: 'admin',
      emailVerified: true,
      totpEnabled: true,
      twoFactorSession: true,
    });
    expect(await who({ 'x-token': '1' })).toEqual({
      id: 7,
      role: 'user',
      emailVerified: true,
      totpEnabled: true,
      twoFactorSession: false,
    });
    await app.close();
  });
});
