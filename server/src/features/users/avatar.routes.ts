import { ACCOUNT_LIMITS, AvatarBody, CurrentUser, ErrorBody } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { removeAvatar, setAvatar } from './avatar.service.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};

/** The signed-in user's own picture: processed on the server, stored as a fresh JPEG. */
export function avatarRoutes(app: AppInstance): void {
  const deps = () => ({ db: app.db, config: app.config, media: app.media });

  app.post(
    '/api/auth/avatar',
    {
      config: { access: 'user' },
      bodyLimit: Math.ceil((ACCOUNT_LIMITS.avatarMaxBytes * 4) / 3) + 4096,
      schema: {
        tags: ['auth'],
        summary: 'Upload my profile picture (JPEG, PNG or WebP, at most 5 MB)',
        body: AvatarBody,
        response: { 200: CurrentUser, ...errors },
      },
    },
    (req) => setAvatar(deps(), requestActor(req), req.body.image),
  );

  app.delete(
    '/api/auth/avatar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Remove my profile picture',
        response: { 200: CurrentUser, ...errors },
      },
    },
    (req) => removeAvatar(deps(), requestActor(req)),
  );
}
