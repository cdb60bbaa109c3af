import { describe, expect, it } from 'vitest';
import { deltaE2000, type Lab } from './color.rules.ts';
import {
  CONSENSUS,
  consensusOf,
  inkRange,
  medianPairwiseDeltaE,
  weightedMedian,
  type SwatchReading,
} from './swatch-range.rules.ts';

const base: Lab = { l: 45, a: -5, b: -35 };

function reading(over: Partial<SwatchReading> = {}): SwatchReading {
  return {
    lab: base,
    light: { l: 70, a: -3, b: -20 },
    dark: { l: 30, a: -4, b: -40 },
    sheen: null,
    calibrated: true,
    confidence: 0.9,
    trusted: true,
    ...over,
  };
}

/** Three colours on a line in L* whose median pairwise ΔE00 is `target` (found by bisection). */
function spreadTo(target: number): Lab[] {
  const at = (s: number) => [base, { ...base, l: base.l + s }, { ...base, l: base.l + 2 * s }];
  let lo = 0;
  let hi = 20;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (medianPairwiseDeltaE(at(mid)) < target) lo = mid;
    else hi = mid;
  }
  return at(lo);
}

describe('weightedMedian', () => {
  it('is the middle value with equal weights and leans to the heavier side', () => {
    expect(weightedMedian([1, 2, 3], [1, 1, 1])).toBe(2);
    expect(weightedMedian([1, 2, 3], [0.1, 0.1, 1])).toBe(3);
    expect(weightedMedian([5, 1], [0, 1])).toBe(1);
  });
});

describe('the consensus at its thresholds (ADR 087)', () => {
  it(`needs ${CONSENSUS.minSwatches} trusted calibrated swatches`, () => {
    const two = [reading(), reading()];
    expect(consensusOf(two)).toMatchObject({ state: 'too-few', lab: null, swatches: 2 });
    const three = [...two, reading()];
    expect(consensusOf(three)).toMatchObject({ state: 'used', swatches: 3 });
    expect(consensusOf(three).lab).toEqual(base);
  });

  it('never counts plain photos, untrusted members or unsure readings', () => {
    const two = [reading(), reading()];
    expect(consensusOf([...two, reading({ calibrated: false })]).state).toBe('too-few');
    expect(consensusOf([...two, reading({ trusted: false })]).state).toBe('too-few');
    const unsure = CONSENSUS.minConfidence - 0.01;
    expect(consensusOf([...two, reading({ confidence: unsure })]).state).toBe('too-few');
    const sure = CONSENSUS.minConfidence;
    expect(consensusOf([...two, reading({ confidence: sure })]).state).toBe('used');
  });

  it(`is used when they agree within ΔE00 ${CONSENSUS.maxAgreement} and not beyond`, () => {
    const within = spreadTo(CONSENSUS.maxAgreement - 0.05).map((lab) => reading({ lab }));
    const beyond = spreadTo(CONSENSUS.maxAgreement + 0.05).map((lab) => reading({ lab }));
    expect(consensusOf(within).state).toBe('used');
    expect(consensusOf(within).agreement).toBeLessThanOrEqual(CONSENSUS.maxAgreement);
    expect(consensusOf(beyond)).toMatchObject({ state: 'disagree', lab: null });
    expect(consensusOf(beyond).agreement).toBeGreaterThan(CONSENSUS.maxAgreement);
  });
});

describe('inkRange', () => {
  it('is null with no swatch', () => {
    expect(inkRange([])).toBeNull();
  });

  it('lets calibrated swatches outweigh plain photos', () => {
    const far: Lab = { l: 60, a: 20, b: -10 };
    const range = inkRange([
      reading(),
      reading({ calibrated: false, confidence: 0.35, lab: far }),
      reading({ calibrated: false, confidence: 0.9, lab: far }), // capped at 0.35 all the same
    ]);
    expect(range?.lab).toEqual(base);
    expect(range).toMatchObject({ swatches: 3, calibrated: 1 });
    expect(range?.agreement).toBeGreaterThan(0);
  });

  it('reads the light and dark ends and a sheen only where one was found', () => {
    const sheen: Lab = { l: 40, a: 30, b: 10 };
    const range = inkRange([reading(), reading({ sheen }), reading({ sheen })]);
    expect(range?.light.l).toBeGreaterThan(range?.lab.l ?? 0);
    expect(range?.dark.l).toBeLessThan(range?.lab.l ?? 0);
    expect(range?.sheen).toEqual(sheen);
    expect(inkRange([reading()])?.sheen).toBeNull();
    expect(deltaE2000(range?.lab ?? base, base)).toBe(0);
  });
});
