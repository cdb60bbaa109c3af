import type { CurrentUser, PublicUser } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';

/** The signed-in user about themself: the only presenter that includes the email. */
export function presentCurrentUser(u: UserRow): CurrentUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    emailVerified: u.email_verified === 1,
    displayName: u.display_name,
    firstName: u.first_name,
    lastName: u.last_name,
    bio: u.bio,
    profileImageUrl: u.profile_image_url,
    customProfileImage: u.custom_profile_image,
    totpEnabled: u.totp_enabled === 1,
    hasPassword: u.password_hash !== null,
    createdAt: toIso(u.created_at),
  };
}

/** What anyone may see: never the email, the names or security settings. */
export function presentPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    displayName: u.display_name,
    bio: u.bio,
    profileImageUrl: u.profile_image_url,
    customProfileImage: u.custom_profile_image,
    createdAt: toIso(u.created_at),
  };
}
