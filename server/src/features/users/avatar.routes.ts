import { ACCOUNT_LIMITS, AvatarBody, CurrentUser, ErrorBody } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { nowIso } from '#src/db/dialect.ts';
import { AppError } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { decodeDataUrl, processImage } from '#src/media/images.ts';
import { replaceProfileImage } from './users.queries.ts';
import { presentCurrentUser } from './users.present.ts';

const AVATAR_SIZE = 256;
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
    async (req) => {
      const user = req.user;
      if (!user) throw new AppError(401, 'unauthorized', 'Please sign in first.');
      await hit(app.db, `avatar:user:${user.id}`, app.config.rateLimits.AVATAR_USER);
      const bytes = decodeDataUrl(req.body.image, ACCOUNT_LIMITS.avatarMaxBytes);
      const image = await processImage(bytes, {
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        fit: 'cover',
        quality: 85,
      });
      const url = await app.media.put('avatars', image.data, 'jpg');
      const { user: updated, previous } = await replaceProfileImage(
        app.db,
        app.db.kind,
        user.id,
        url,
        nowIso(),
      ).catch(async (err: unknown) => {
        await app.media.remove(url); // nothing refers to it
        throw err;
      });
      if (previous) await app.media.remove(previous);
      return presentCurrentUser(updated);
    },
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
    async (req) => {
      const user = req.user;
      if (!user) throw new AppError(401, 'unauthorized', 'Please sign in first.');
      const { user: updated, previous } = await replaceProfileImage(
        app.db,
        app.db.kind,
        user.id,
        null,
        nowIso(),
      );
      if (previous) await app.media.remove(previous);
      return presentCurrentUser(updated);
    },
  );
}
