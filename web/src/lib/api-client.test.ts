import { SENTENCES_DE } from '@inklore/contract/sentences/de';
import { SENTENCES_JA } from '@inklore/contract/sentences/ja';
import { fillSentence } from '@inklore/contract/sentences/match';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  buildUrl,
  CSRF_HEADER,
  errorText,
  getCsrfToken,
  setCsrfToken,
} from './api-client.ts';
import { i18n } from './i18n.ts';

type Call = { url: string; init: RequestInit };

/** A stand-in for the browser's fetch that records calls and answers from a script. */
function fakeFetch(answer: (url: string, init: RequestInit) => Response) {
  const calls: Call[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    return Promise.resolve(answer(url, init));
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

beforeEach(() => setCsrfToken(null));
afterEach(() => vi.unstubAllGlobals());

describe('api client: credentials and CSRF', () => {
  it('sends credentials on every call and no CSRF header on GET', async () => {
    const calls = fakeFetch(() => json({ ok: true }));
    await api.get('/api/inks');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0]?.init ?? {}, CSRF_HEADER)).toBeNull();
  });

  it("sends the page's language, for the mails a call sends out (ADR 081)", async () => {
    const calls = fakeFetch(() => json({ ok: true }));
    await api.get('/api/inks');
    expect(header(calls[0]?.init ?? {}, 'accept-language')).toBe('en');
    i18n.activate('ja', {});
    setCsrfToken('token');
    try {
      await api.post('/api/auth/forgot-password', { email: 'a@x.test' });
      expect(calls.map((c) => header(c.init, 'accept-language'))).toEqual(['en', 'ja']);
    } finally {
      i18n.activate('en', {});
    }
  });

  it('fetches a token first when none is stored, then sends it on the mutating call', async () => {
    const calls = fakeFetch((url) =>
      url === '/api/auth/csrf-token' ? json({ csrfToken: 'tok-1' }) : json({ done: true }),
    );
    await api.post('/api/reports', { reason: 'spam' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/csrf-token', '/api/reports']);
    expect(calls[0]?.init.credentials).toBe('include');
    const post = calls[1]?.init ?? {};
    expect(post.method).toBe('POST');
    expect(post.credentials).toBe('include');
    expect(header(post, CSRF_HEADER)).toBe('tok-1');
    expect(header(post, 'Content-Type')).toBe('application/json');
    expect(post.body).toBe(JSON.stringify({ reason: 'spam' }));
  });

  it('reuses the stored token: one token fetch for several mutating calls', async () => {
    const calls = fakeFetch((url) =>
      url === '/api/auth/csrf-token'
        ? json({ csrfToken: 'tok-1' })
        : new Response(null, { status: 204 }),
    );
    await api.put('/api/a', {});
    await api.delete('/api/b');
    await api.patch('/api/c', {});
    expect(calls.filter((c) => c.url === '/api/auth/csrf-token')).toHaveLength(1);
    expect(calls.slice(1).map((c) => header(c.init, CSRF_HEADER))).toEqual([
      'tok-1',
      'tok-1',
      'tok-1',
    ]);
  });

  it('replaces the stored token with one sent back in a response header', async () => {
    setCsrfToken('old');
    const calls = fakeFetch(() => json({}, { headers: { [CSRF_HEADER]: 'fresh' } }));
    await api.get('/api/auth/user');
    expect(getCsrfToken()).toBe('fresh');
    await api.post('/api/x', {});
    expect(header(calls[1]?.init ?? {}, CSRF_HEADER)).toBe('fresh');
  });

  it('only warns when no token can be had, and still sends the call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = fakeFetch((url) =>
      url === '/api/auth/csrf-token' ? json({ message: 'nope' }, { status: 404 }) : json({ ok: 1 }),
    );
    await expect(api.post('/api/x', {})).resolves.toEqual({ ok: 1 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(header(calls[1]?.init ?? {}, CSRF_HEADER)).toBeNull();
  });
});

describe('api client: results and errors', () => {
  it('gives an empty result for 204', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(api.get('/api/x')).resolves.toBeUndefined();
  });

  it("turns an error into 'status: message', preferring the server's message field", async () => {
    fakeFetch(() =>
      json(
        { message: 'Ink not found. It may have been removed.', code: 'not_found' },
        { status: 404 },
      ),
    );
    const err = await api.get('/api/inks/9').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('404: Ink not found. It may have been removed.'); // checked just above
    expect((err as ApiError).status).toBe(404);
    expect((err as ApiError).code).toBe('not_found');
  });

  it('uses the body text when the body is not JSON', async () => {
    fakeFetch(() => new Response('Bad gateway from the proxy', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toThrow('502: Bad gateway from the proxy');
  });

  it('keeps field errors from a validation failure', async () => {
    fakeFetch(() =>
      json(
        {
          message: 'Invalid brand',
          code: 'validation_failed',
          fields: { brand: 'too long', n: 3 },
        },
        { status: 400 },
      ),
    );
    const err = await api.get('/api/inks').catch((e: unknown) => e);
    expect(err instanceof ApiError && err.fields).toEqual({ brand: 'too long' });
  });

  it('appends the full payload to a message about inappropriate content', async () => {
    setCsrfToken('t');
    fakeFetch(() =>
      json({ message: 'Rejected: inappropriate content', code: 'bad_request' }, { status: 400 }),
    );
    const err = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(errorText(err)).toBe(
      '400: Rejected: inappropriate content {"message":"Rejected: inappropriate content","code":"bad_request"}',
    );
  });

  it('builds repeated query parameters and leaves empty ones out', () => {
    expect(
      buildUrl('/api/inks', { brand: ['A', 'B'], color: [], search: '', page: 2, x: undefined }),
    ).toBe('/api/inks?brand=A&brand=B&page=2');
  });
});

describe("the server's sentences in the page's language (ADR 084)", () => {
  const refusal = {
    message: 'Invalid name: The request is not valid.',
    code: 'validation_failed',
    key: 'request.invalid_field',
    fields: { name: 'The request is not valid.' },
  };

  it('a German or Japanese page shows them in its language; the payload keeps the English', async () => {
    fakeFetch(() => json(refusal, { status: 400 }));
    for (const [locale, table] of [
      ['de', SENTENCES_DE],
      ['ja', SENTENCES_JA],
    ] as const) {
      i18n.activate(locale, {});
      try {
        const err = await api.get('/api/inks').catch((e: unknown) => e);
        expect(err).toBeInstanceOf(ApiError);
        const apiError = err as ApiError;
        const problem = table['request.not_valid'];
        expect(apiError.serverMessage).toBe(
          fillSentence(table['request.invalid_field'], { field: 'name', problem }),
        );
        expect(apiError.fields).toEqual({ name: problem });
        expect(apiError.payload).toEqual(refusal);
      } finally {
        i18n.activate('en', {});
      }
    }
  });

  it('an English page shows them as sent, and a sentence the catalogue lacks stays as sent', async () => {
    fakeFetch(() => json(refusal, { status: 400 }));
    const err = (await api.get('/api/inks').catch((e: unknown) => e)) as ApiError;
    expect(err.serverMessage).toBe(refusal.message);
    i18n.activate('de', {});
    try {
      fakeFetch(() => json({ message: 'Not one of ours.', code: 'bad_request' }, { status: 400 }));
      const other = (await api.get('/api/inks').catch((e: unknown) => e)) as ApiError;
      expect(other.serverMessage).toBe('Not one of ours.');
    } finally {
      i18n.activate('en', {});
    }
  });
});
