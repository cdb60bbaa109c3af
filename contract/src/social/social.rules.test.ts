import { describe, expect, it } from 'vitest';
import {
  bellLabel,
  FOLLOW_LIMITS,
  MENTIONS_PER_COMMENT,
  mentionsIn,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from './social.rules.ts';

describe('mentions', () => {
  it('finds "@username" once each, in order, lower-cased, a full stop ending the sentence', () => {
    expect(mentionsIn('Thanks @Ada_L. and @bob-2, also @ada_l!')).toEqual(['ada_l', 'bob-2']);
    expect(mentionsIn('@first at the start')).toEqual(['first']);
    expect(mentionsIn('(@paren) and "@quoted"')).toEqual(['paren', 'quoted']);
  });

  it('mentions no one in an email address, a lone @ or a name too short to be a username', () => {
    expect(mentionsIn('write to ada@example.com or @ alone, @ab')).toEqual([]);
    expect(mentionsIn('@@double')).toEqual([]);
  });

  it(`tells at most ${MENTIONS_PER_COMMENT} members of one comment`, () => {
    const text = Array.from({ length: 8 }, (_, i) => `@member${i}`).join(' ');
    expect(mentionsIn(text)).toEqual(['member0', 'member1', 'member2', 'member3', 'member4']);
  });
});

describe('the bell', () => {
  it(`says the count, and ${FOLLOW_LIMITS.bellMax}+ past it`, () => {
    expect(bellLabel(0)).toBe('0');
    expect(bellLabel(FOLLOW_LIMITS.bellMax)).toBe('99');
    expect(bellLabel(FOLLOW_LIMITS.bellMax + 1)).toBe('99+');
  });
});

describe('notification kinds', () => {
  it('has words for every kind the settings page lists', () => {
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_KIND_LABELS[kind]).toMatch(/\S/);
    expect(Object.keys(NOTIFICATION_KIND_LABELS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});
