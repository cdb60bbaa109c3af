import { describeFailure, type Failure, type FailureWords } from '#src/lib/failure.ts';

/** What to say when a report could not be sent (spec §8). */
export const REPORT_FAILURE: FailureWords = {
  title: 'Report Failed',
  // Already reported, own content, gone: the server says which; otherwise the fixed text.
  fallback: 'Unable to submit report. Please try again.',
  signedOut: { title: 'Authentication Required', description: 'Please log in to report content.' },
};

export function reportFailure(err: unknown): Failure {
  return describeFailure(err, REPORT_FAILURE);
}
