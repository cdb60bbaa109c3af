import { deltaE2000, type Lab } from './color.rules.ts';

/**
 * An ink's range and consensus from its measured swatch photos (ADR 087), zod-free:
 * the server keeps the consensus on the ink and answers the range; tests read the thresholds.
 *
 * - Every swatch counts in the range, weighted by its confidence: a photo read on the card
 *   counts for up to 1, a plain photo (white balance from the paper alone) for at most 0.35.
 * - The ink's light and dark ends (its shading) and its body colour are weighted medians, per
 *   CIELAB axis, of the swatches' own ends and colours; the sheen colour is the median of
 *   the sheens found on swatches their members marked as sheening.
 * - Agreement: the median CIEDE2000 over every pair of swatches (0 with one swatch).
 * - The consensus replaces the catalogue colour in the colour answers only when at least
 *   CONSENSUS.minSwatches trusted calibrated swatches (confidence >= minConfidence, shared by
 *   members who were trusted) agree within CONSENSUS.maxAgreement; it is then the plain median
 *   of those. Never silently: answers and the ink page say which colour they use.
 */
export const CONSENSUS = {
  /** Trusted calibrated swatches needed before the members' colour is used. */
  minSwatches: 3,
  /** A calibrated reading at least this sure (card found, not clipped, patches uniform). */
  minConfidence: 0.7,
  /** Their median pairwise ΔE00 at most this: about what two good scans of one ink differ by. */
  maxAgreement: 3,
} as const;

/** A plain photo's weight is its confidence, which the reader caps at this. */
export const PLAIN_CONFIDENCE_CAP = 0.35;

export type SwatchReading = {
  lab: Lab;
  light: Lab | null;
  dark: Lab | null;
  sheen: Lab | null;
  calibrated: boolean;
  confidence: number;
  /** The uploader was trusted (or staff) when they shared it. */
  trusted: boolean;
};

export type ConsensusState = 'used' | 'too-few' | 'disagree';

export type InkRange = {
  lab: Lab;
  light: Lab;
  dark: Lab;
  sheen: Lab | null;
  swatches: number;
  calibrated: number;
  /** Median pairwise ΔE00 of the swatches' colours. */
  agreement: number;
  consensus: { state: ConsensusState; lab: Lab | null; swatches: number; agreement: number | null };
};

/** The weighted median of values (weights > 0); the lower middle on an exact tie. */
export function weightedMedian(values: readonly number[], weights: readonly number[]): number {
  const pairs = values
    .map((v, i) => ({ v, w: Math.max(0, weights[i] ?? 0) }))
    .filter((p) => p.w > 0)
    .sort((x, y) => x.v - y.v);
  const total = pairs.reduce((s, p) => s + p.w, 0);
  if (pairs.length === 0 || total === 0) return 0;
  let run = 0;
  for (const p of pairs) {
    run += p.w;
    if (run >= total / 2 - 1e-12) return p.v;
  }
  return pairs[pairs.length - 1]?.v ?? 0;
}

function medianLab(labs: readonly Lab[], weights: readonly number[]): Lab {
  return {
    l: weightedMedian(
      labs.map((x) => x.l),
      weights,
    ),
    a: weightedMedian(
      labs.map((x) => x.a),
      weights,
    ),
    b: weightedMedian(
      labs.map((x) => x.b),
      weights,
    ),
  };
}

/** The median CIEDE2000 over every pair (0 for fewer than two). */
export function medianPairwiseDeltaE(labs: readonly Lab[]): number {
  const d: number[] = [];
  for (let i = 0; i < labs.length; i++) {
    for (let j = i + 1; j < labs.length; j++) {
      const x = labs[i];
      const y = labs[j];
      if (x && y) d.push(deltaE2000(x, y));
    }
  }
  if (d.length === 0) return 0;
  d.sort((x, y) => x - y);
  const mid = d.length >> 1;
  return d.length % 2 ? (d[mid] ?? 0) : ((d[mid - 1] ?? 0) + (d[mid] ?? 0)) / 2;
}

/** Whether a reading may join the consensus. */
export function countsForConsensus(s: SwatchReading): boolean {
  return s.calibrated && s.trusted && s.confidence >= CONSENSUS.minConfidence;
}

/** The consensus of the readings that may join it (see the module's comment). */
export function consensusOf(readings: readonly SwatchReading[]): InkRange['consensus'] {
  const sure = readings.filter(countsForConsensus);
  if (sure.length < CONSENSUS.minSwatches) {
    return { state: 'too-few', lab: null, swatches: sure.length, agreement: null };
  }
  const agreement = medianPairwiseDeltaE(sure.map((s) => s.lab));
  if (agreement > CONSENSUS.maxAgreement) {
    return { state: 'disagree', lab: null, swatches: sure.length, agreement };
  }
  return {
    state: 'used',
    lab: medianLab(
      sure.map((s) => s.lab),
      sure.map(() => 1),
    ),
    swatches: sure.length,
    agreement,
  };
}

/** An ink's range from its readings; null with none. */
export function inkRange(readings: readonly SwatchReading[]): InkRange | null {
  if (readings.length === 0) return null;
  const weight = (s: SwatchReading) =>
    Math.max(0.01, s.calibrated ? s.confidence : Math.min(PLAIN_CONFIDENCE_CAP, s.confidence));
  const weights = readings.map(weight);
  const lab = medianLab(
    readings.map((s) => s.lab),
    weights,
  );
  const ends = (pick: (s: SwatchReading) => Lab | null): Lab => {
    const have = readings.filter((s) => pick(s) !== null);
    if (have.length === 0) return lab;
    return medianLab(
      have.map((s) => pick(s) as Lab),
      have.map(weight),
    );
  };
  const sheens = readings.filter((s) => s.sheen !== null);
  return {
    lab,
    light: ends((s) => s.light),
    dark: ends((s) => s.dark),
    sheen:
      sheens.length === 0
        ? null
        : medianLab(
            sheens.map((s) => s.sheen as Lab),
            sheens.map(weight),
          ),
    swatches: readings.length,
    calibrated: readings.filter((s) => s.calibrated).length,
    agreement: medianPairwiseDeltaE(readings.map((s) => s.lab)),
    consensus: consensusOf(readings),
  };
}
