import { isLocale } from '@inklore/contract/pages/locales.rules';
import {
  votesCountFrom,
  type CurrentUser,
  type Standing,
  type TrustSettings,
} from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';

/** The account's restriction, its reason and the member's appeal (ADR 041). */
export function presentStanding(u: UserRow): Standing {
  if (u.restriction === null) return { restriction: null, reason: null, since: null, appeal: null };
  return {
    restriction: u.restriction,
    reason: u.restriction_reason,
    since: u.restricted_at === null ? null : toIso(u.restricted_at),
    appeal: u.appeal_state ?? 'open',
  };
}

/** The signed-in user about themself, and admins in the console, are the only ones shown the email. */
export function presentCurrentUser(u: UserRow, trust: TrustSettings): CurrentUser {
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
    showInkColors: u.show_ink_colors === 1,
    locale: isLocale(u.locale) ? u.locale : null,
    createdAt: toIso(u.created_at),
    standing: presentStanding(u),
    votesCountFrom: votesCountFrom(
      { emailVerified: u.email_verified === 1, createdAt: toIso(u.created_at) },
      trust,
    ),
  };
}
