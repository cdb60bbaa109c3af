/**
 * How a person is shown wherever they appear (header, profiles, comments): shared by the
 * account pages, the public profiles and the comments, so it belongs to none of them.
 */

/** The name a person is shown by: display name, else username. */
export function displayNameOf(user: { displayName: string | null; username: string }): string {
  return user.displayName?.trim() || user.username;
}

export function userInitial(user: {
  displayName: string | null;
  firstName?: string | null;
  username: string;
}): string {
  return (
    (user.displayName?.trim() || user.firstName?.trim() || user.username).charAt(0).toUpperCase() ||
    '?'
  );
}

/** Custom profile image, else the profile image (from a sign-in provider), else none. */
export function avatarUrl(user: {
  customProfileImage: string | null;
  profileImageUrl: string | null;
}): string | null {
  return user.customProfileImage ?? user.profileImageUrl ?? null;
}
