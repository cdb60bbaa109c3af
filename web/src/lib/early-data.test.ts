import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { earlyJson } from './early-data.ts';

afterEach(() => {
  delete window.__inkloreEarly;
});

describe('early data from the page shell', () => {
  it('hands over an early answer once, then leaves fetching to the caller', async () => {
    window.__inkloreEarly = { '/api/inks/3': Promise.resolve(new Response('{"id":3}')) };
    await expect(earlyJson('/api/inks/3')).resolves.toEqual({ id: 3 });
    await expect(earlyJson('/api/inks/3')).resolves.toBeNull();
  });

  it('turns an early error into the usual status: message error', async () => {
    window.__inkloreEarly = {
      '/api/inks/9': Promise.resolve(new Response('{"message":"Ink not found."}', { status: 404 })),
    };
    const err = await earlyJson('/api/inks/9').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err instanceof ApiError && err.message).toBe('404: Ink not found.');
  });

  it('gives null when there is nothing early, or the early request failed', async () => {
    await expect(earlyJson('/api/news/1')).resolves.toBeNull();
    window.__inkloreEarly = { '/api/news/1': Promise.reject(new TypeError('offline')) };
    await expect(earlyJson('/api/news/1')).resolves.toBeNull();
  });
});
