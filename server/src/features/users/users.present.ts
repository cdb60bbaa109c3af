import type { AdminUser, PublicUser } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';

/** A member as admins see them in the staff console (with the email: admins only). */
export function presentAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    username: u.username,
    displayName: u.display_name,
    email: u.email,
    role: u.role,
    emailVerified: u.email_verified === 1,
    totpEnabled: u.totp_enabled === 1,
    createdAt: toIso(u.created_at),
    lastActiveAt: u.last_active_at === null ? null : toIso(u.last_active_at),
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
