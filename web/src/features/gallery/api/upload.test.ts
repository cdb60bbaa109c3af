import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getCsrfToken, setCsrfToken } from '#src/lib/api-client.ts';
import { installFakeXhr, nextXhr } from '#test/fake-xhr.ts';
import { postWithProgress } from './upload.ts';

beforeEach(() => {
  setCsrfToken('tok-1');
  installFakeXhr();
});
afterEach(() => vi.unstubAllGlobals());

describe('an upload with progress (XMLHttpRequest)', () => {
  it('sends JSON with credentials and the anti-forgery header, and reports progress', async () => {
    const seen: number[] = [];
    const done = postWithProgress<{ id: number }>('/api/inks/7/community-images', { a: 1 }, (f) =>
      seen.push(f),
    );
    const xhr = await nextXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/inks/7/community-images');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-CSRF-Token': 'tok-1',
    });
    expect(xhr.body).toBe('{"a":1}');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { id: 9 }, { 'X-CSRF-Token': 'tok-2' });
    await expect(done).resolves.toEqual({ id: 9 });
    expect(seen).toEqual([0.25, 1, 1]);
    // a token sent back replaces the stored one, as for every other call
    expect(getCsrfToken()).toBe('tok-2');
  });

  it('fetches a token first when none is stored', async () => {
    setCsrfToken(null);
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ csrfToken: 'fresh' }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const done = postWithProgress('/api/x', {});
    const xhr = await nextXhr();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(xhr.headers['X-CSRF-Token']).toBe('fresh');
    xhr.respond(201, {});
    await done;
  });

  it("turns a refusal into the API client's error, with the server's message", async () => {
    const done = postWithProgress('/api/x', {});
    const xhr = await nextXhr();
    xhr.respond(409, {
      message: 'You have already shared an image of this ink.',
      code: 'conflict',
    });
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      code: 'conflict',
      serverMessage: 'You have already shared an image of this ink.',
      message: '409: You have already shared an image of this ink.',
    });
  });

  it('says a request that never got an answer is a network failure', async () => {
    const done = postWithProgress('/api/x', {});
    (await nextXhr()).fail();
    await expect(done).rejects.toBeInstanceOf(TypeError);
  });
});
