import { describe, expect, it } from 'vitest';
import { CURRENT_USER_STALE_MS, currentUserOptions } from '#src/lib/current-user.ts';
import { createQueryClient, DEFAULT_CACHE_MS } from './query-client.ts';

describe('query defaults (spec §9)', () => {
  it('keeps data 10 minutes, does not retry, refetches on focus', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(DEFAULT_CACHE_MS).toBe(600_000);
    expect(q?.staleTime).toBe(600_000);
    expect(q?.gcTime).toBe(600_000);
    expect(q?.retry).toBe(false);
    expect(q?.refetchOnWindowFocus).toBe(true);
  });

  it('caches the current user for 60 s', () => {
    expect(CURRENT_USER_STALE_MS).toBe(60_000);
    expect(currentUserOptions().staleTime).toBe(60_000);
  });
});
