import { ACCOUNT_LIMITS, type CurrentUser } from '@inklore/contract';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { decodeDataUrl, processImage } from '#src/media/images.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { presentCurrentUser } from '#src/shared/user-records/user-records.present.ts';
import { replaceProfileImage } from './users.queries.ts';

const AVATAR_SIZE = 256;

export type AvatarDeps = { db: Db; config: Config; media: MediaStore };

/**
 * A member's own picture: limited per account, processed on the server whatever the client
 * did, stored as a fresh JPEG under its content hash; the file it replaced goes once nothing
 * refers to it (the one read in the same transaction, so concurrent uploads leave one file).
 */
export async function setAvatar(
  deps: AvatarDeps,
  actor: RequestActor,
  dataUrl: string,
): Promise<CurrentUser> {
  await hit(deps.db, `avatar:user:${actor.id}`, deps.config.rateLimits.AVATAR_USER);
  const bytes = decodeDataUrl(dataUrl, ACCOUNT_LIMITS.avatarMaxBytes);
  const image = await processImage(bytes, {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    fit: 'cover',
    quality: 85,
  });
  const url = await deps.media.put('avatars', image.data, 'jpg');
  const { user, previous } = await replaceProfileImage(
    deps.db,
    deps.db.kind,
    actor.id,
    url,
    nowIso(),
  ).catch(async (err: unknown) => {
    await removeUnreferenced(deps.db, deps.media, [url]); // unless another record shares it
    throw err;
  });
  // The same picture again has the same name: it is still referenced, so it stays.
  await removeUnreferenced(deps.db, deps.media, [previous]);
  return presentCurrentUser(user, deps.config.trust);
}

/** Removes a member's own picture and its file. */
export async function removeAvatar(deps: AvatarDeps, actor: RequestActor): Promise<CurrentUser> {
  const { user, previous } = await replaceProfileImage(
    deps.db,
    deps.db.kind,
    actor.id,
    null,
    nowIso(),
  );
  await removeUnreferenced(deps.db, deps.media, [previous]);
  return presentCurrentUser(user, deps.config.trust);
}
