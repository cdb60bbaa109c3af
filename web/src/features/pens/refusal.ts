import { ApiError } from '#src/lib/api-client.ts';
import { messageOf } from '#src/lib/failure.ts';

/**
 * What a dialog says when the server refuses a change: its words on the field it names (a
 * day before the pairing, a note too long), else its message, else `fallback`.
 */
export function refusalText(err: unknown, fallback: string): string {
  const field = err instanceof ApiError && err.fields ? Object.values(err.fields)[0] : undefined;
  return field ?? messageOf(err, fallback);
}
