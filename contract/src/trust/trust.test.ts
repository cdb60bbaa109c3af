import { describe, expect, it } from 'vitest';
import {
  ACTION_TRUST,
  atLeast,
  DEFAULT_TRUST_SETTINGS,
  mayAct,
  requestLevel,
  trustLevel,
  trustRefusal,
  VERIFY_TO,
  votesCountFrom,
  type TrustFacts,
} from './trust.rules.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();
const facts = (over: Partial<TrustFacts> = {}): TrustFacts => ({
  role: 'user',
  emailVerified: true,
  createdAt: daysAgo(30),
  contributions: 5,
  restriction: null,
  ...over,
});
const S = DEFAULT_TRUST_SETTINGS;

describe('trust levels', () => {
  it('orders the levels', () => {
    expect(atLeast('trusted', 'member')).toBe(true);
    expect(atLeast('member', 'trusted')).toBe(false);
    expect(atLeast('staff', 'trusted')).toBe(true);
    expect(atLeast('visitor', 'new')).toBe(false);
  });

  it('visitor, new, member, trusted and staff from the facts', () => {
    expect(trustLevel(null, S, NOW)).toBe('visitor');
    expect(trustLevel(facts({ emailVerified: false }), S, NOW)).toBe('new');
    expect(trustLevel(facts(), S, NOW)).toBe('trusted');
    expect(trustLevel(facts({ role: 'moderator', emailVerified: false }), S, NOW)).toBe('staff');
  });

  it('trusted needs the age and the contributions, both at their thresholds', () => {
    const edge = facts({ createdAt: daysAgo(S.trustedAgeDays), contributions: 3 });
    expect(trustLevel(edge, S, NOW)).toBe('trusted');
    expect(trustLevel({ ...edge, createdAt: daysAgo(S.trustedAgeDays - 0.01) }, S, NOW)).toBe(
      'member',
    );
    expect(trustLevel({ ...edge, contributions: 2 }, S, NOW)).toBe('member');
    expect(trustLevel({ ...edge, restriction: 'limited' }, S, NOW)).toBe('member');
    expect(trustLevel(edge, { ...S, trustedContributions: 0, trustedAgeDays: 0 }, NOW)).toBe(
      'trusted',
    );
  });

  it('votes count from the account age set, and never while unverified', () => {
    const at = '2026-11-01T00:00:00.000Z';
    expect(votesCountFrom({ emailVerified: true, createdAt: at }, S)).toBe(
      '2026-11-02T00:00:00.000Z',
    );
    expect(votesCountFrom({ emailVerified: false, createdAt: at }, S)).toBeNull();
  });

  it('request-time rules: new keeps private things, member writes what others see', () => {
    const unverified = { role: 'user' as const, emailVerified: false, restriction: null };
    const member = { ...unverified, emailVerified: true };
    expect(requestLevel(null)).toBe('visitor');
    expect(requestLevel(unverified)).toBe('new');
    expect(requestLevel(member)).toBe('member');
    expect(requestLevel({ ...unverified, role: 'admin' })).toBe('staff');
    expect(trustRefusal(null, 'keepInventory')).toBe('sign_in');
    expect(trustRefusal(unverified, 'keepInventory')).toBeNull();
    expect(trustRefusal(unverified, 'voteOnImages')).toBe('verify');
    expect(trustRefusal(member, 'voteOnImages')).toBeNull();
    expect(trustRefusal(unverified, 'keepPens')).toBeNull();
    expect(trustRefusal(unverified, 'publishPens')).toBe('verify');
    expect(trustRefusal(member, 'publishPens')).toBeNull();
  });

  it('a limit stops what others see; a suspension stops everything', () => {
    const limited = { role: 'user' as const, emailVerified: true, restriction: 'limited' as const };
    const suspended = { ...limited, restriction: 'suspended' as const };
    expect(trustRefusal(limited, 'keepInventory')).toBeNull();
    expect(trustRefusal(limited, 'report')).toBeNull();
    expect(trustRefusal(limited, 'comment')).toBe('limited');
    expect(trustRefusal(limited, 'publishCollections')).toBe('limited');
    // pens (ADR 056): kept private while limited, never made public
    expect(trustRefusal(limited, 'keepPens')).toBeNull();
    expect(trustRefusal(limited, 'publishPens')).toBe('limited');
    expect(trustRefusal(suspended, 'keepInventory')).toBe('suspended');
    expect(mayAct(suspended, 'report')).toBe(false);
    // an unverified limited account is told to verify first
    expect(trustRefusal({ ...limited, emailVerified: false }, 'comment')).toBe('verify');
  });

  it('every action has words for the unverified, in the comment form’s phrasing', () => {
    for (const action of Object.keys(ACTION_TRUST) as (keyof typeof ACTION_TRUST)[]) {
      expect(VERIFY_TO[action]).toMatch(/^Please verify your email address/);
    }
    expect(VERIFY_TO.comment).toBe('Please verify your email address to comment on ink profiles');
  });
});
