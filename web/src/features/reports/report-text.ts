import { t } from '@lingui/core/macro';
import { describeFailure, type Failure, type FailureWords } from '#src/lib/failure.ts';

/** What to say when a report could not be sent (spec §8). */
export function reportFailureWords(): FailureWords {
  return {
    title: t`Report Failed`,
    // Already reported, own content, gone: the server says which; otherwise the fixed text.
    fallback: t`Unable to submit report. Please try again.`,
    signedOut: {
      title: t`Authentication Required`,
      description: t`Please log in to report content.`,
    },
  };
}

export function reportFailure(err: unknown): Failure {
  return describeFailure(err, reportFailureWords());
}
