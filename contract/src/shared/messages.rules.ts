/**
 * Spec sentences that both the server (error messages) and the web app (screens) say.
 * No zod here: the web app imports this module on its own.
 */

/** Spec §5: shown, and answered with 409, when a member already commented on the ink. */
export const ALREADY_COMMENTED =
  "You've already shared your thoughts about this ink. You can edit your comment below.";

/** A moderator's own discovery or image is reviewed by someone else (403, and the console). */
export const OWN_DISCOVERY_REVIEW = 'Another moderator reviews your own discovery.';
export const OWN_IMAGE_REVIEW = 'Another moderator reviews your own image.';
