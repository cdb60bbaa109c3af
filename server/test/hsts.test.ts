/**
 * Strict-Transport-Security (ADR 030): on every answer of a site whose
 * PUBLIC_URL is https (API, pages, refusals, even the router's own), never on a plain-http one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, securityHeaders } from '#src/plugins/security-headers.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const URLS = ['/api/inks?limit=1', '/api/inks?page=0', '/api/nope', '/browse', '/api/inks/%FF'];

describe('HSTS', () => {
  it('is helmet’s year with subdomains, added only for an https site', () => {
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders('https://inklore.example')['strict-transport-security']).toBe(HSTS);
    expect(securityHeaders('http://localhost:3000')['strict-transport-security']).toBeUndefined();
  });

  describe('with PUBLIC_URL https', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL: 'https://inklore.example' });
    });
    afterAll(() => t.close());

    it('is on every answer', async () => {
      for (const url of URLS) {
        const res = await t.app.inject({ method: 'GET', url });
        expect({ url, hsts: res.headers['strict-transport-security'] }).toEqual({
          url,
          hsts: 'max-age=31536000; includeSubDomains',
        });
      }
    });
  });

  describe('with PUBLIC_URL http', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    });
    afterAll(() => t.close());

    it('is on no answer', async () => {
      for (const url of URLS) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy']).toBeDefined();
        expect({ url, hsts: res.headers['strict-transport-security'] }).toEqual({
          url,
          hsts: undefined,
        });
      }
    });
  });
});
