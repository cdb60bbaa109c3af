import { describe, expect, it } from 'vitest';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { communityKeys } from './stats.ts';

describe('the community query keys', () => {
  it('are the ones the other features invalidate by (lib/query-keys.ts)', () => {
    expect(communityKeys.all).toEqual(sharedKeys.community.all);
    expect(communityKeys.stats()).toEqual(sharedKeys.community.stats());
  });
});
