import { ErrorBody } from '@inklore/contract';
import type { AppInstance } from '#src/app.ts';
import { AppError } from '#src/lib/errors.ts';

/**
 * The current user. Accounts and sessions arrive with the accounts feature; until a session
 * can exist, every caller is signed out, which the API says with 401 (spec §7: "401 gives
 * none").
 */
export function authRoutes(app: AppInstance): void {
  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; 401 when signed out',
        response: { 401: ErrorBody },
      },
    },
    () => {
      throw new AppError(401, 'unauthorized', 'You are not signed in.');
    },
  );
}
