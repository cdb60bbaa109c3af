import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client.ts';
import { reportFailure } from './report-text.ts';

describe('report failures', () => {
  it('asks a signed-out member to log in', () => {
    expect(reportFailure(new ApiError(401, 'Please sign in first.'))).toEqual({
      title: 'Authentication Required',
      description: 'Please log in to report content.',
      signedOut: true,
    });
  });

  it("says the server's reason for a refusal, else the fixed sentence", () => {
    expect(reportFailure(new ApiError(409, 'You have reported this already.')).description).toBe(
      'You have reported this already.',
    );
    expect(reportFailure(new ApiError(503, 'down'))).toEqual({
      title: 'Report Failed',
      description: 'Unable to submit report. Please try again.',
      signedOut: false,
    });
    expect(reportFailure(new TypeError('Failed to fetch')).description).toBe(
      'Unable to submit report. Please try again.',
    );
  });
});
