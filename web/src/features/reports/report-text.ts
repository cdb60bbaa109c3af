import { ApiError } from '#src/lib/api-client.ts';

/** What to say when a report could not be sent (spec §8). */
export function reportFailure(err: unknown): {
  title: string;
  description: string;
  signedOut: boolean;
} {
  if (err instanceof ApiError && err.status === 401) {
    return {
      title: 'Authentication Required',
      description: 'Please log in to report content.',
      signedOut: true,
    };
  }
  // Already reported, own content, gone: the server says which; otherwise the fixed text.
  const server = err instanceof ApiError && err.status < 500 ? err.serverMessage : '';
  return {
    title: 'Report Failed',
    description: server || 'Unable to submit report. Please try again.',
    signedOut: false,
  };
}
