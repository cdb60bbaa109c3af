import type { TrustSettings } from '@inklore/contract';

const HOUR = 3_600_000;

/**
 * Whose votes count (ADR 041): the cut-off times the rules compare accounts with,
 * worked out once per request from the settings.
 */
export type VoteCounting = {
  /** Accounts made at or before this count (verified, not restricted). */
  countedBefore: string;
  /** Accounts made at or before this may be trusted (with enough contributions). */
  trustedBefore: string;
  trustedContributions: number;
};

export function voteCounting(settings: TrustSettings, now = Date.now()): VoteCounting {
  return {
    countedBefore: new Date(now - settings.voteAgeHours * HOUR).toISOString(),
    trustedBefore: new Date(now - settings.trustedAgeDays * 24 * HOUR).toISOString(),
    trustedContributions: settings.trustedContributions,
  };
}
