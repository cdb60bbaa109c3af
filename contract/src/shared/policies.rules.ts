import type { Actor } from './actors.rules.ts';
import { can } from './permissions.rules.ts';
import type { ReportType } from './members.rules.ts';
import { mayAct } from '../trust/trust.rules.ts';

/**
 * Who may do what to whose things: the ownership and role rules of every feature, as pure
 * functions that the server's services enforce and the web app asks before it shows a
 * button (docs/decisions/016-actors-and-policies.md). Zod-free, so the web's first load can
 * import it alone. Whether this session proved two-factor sign-in is the server's own
 * concern (server/src/plugins/access.ts): a rule here answers from role and ownership only.
 */

export { actorOf, actsAsStaff, type Actor } from './actors.rules.ts';

/** Whether `thing` belongs to the actor. */
export function owns(actor: Actor, thing: { userId: number | null }): boolean {
  return actor !== null && thing.userId !== null && thing.userId === actor.id;
}

// --- Comments (spec §5, decisions.md "Comments") --------------------------------------

/** Posting needs a signed-in member with a verified email and no limit (trust.ts). */
export function mayWriteComments(actor: Actor): boolean {
  return mayAct(actor, 'comment');
}

/** Only the author changes a comment's text. */
export function mayEditComment(actor: Actor, comment: { userId: number }): boolean {
  return mayWriteComments(actor) && owns(actor, comment);
}

/**
 * How the actor may delete a comment: 'own' (the author), 'moderate' (staff removing
 * someone else's, which is audited), or null (not at all).
 */
export function commentRemoval(
  actor: Actor,
  comment: { userId: number },
): 'own' | 'moderate' | null {
  if (owns(actor, comment)) return 'own';
  return can(actor?.role, 'moderateContent') ? 'moderate' : null;
}

// --- Reports (spec §5, ADR 014) --------------------------------------------------------

/** Members report what others made; never their own (an ink they submitted, their comment). */
export function mayReport(actor: Actor, target: { ownerId: number | null }): boolean {
  return (
    actor !== null &&
    mayAct(actor, 'report') &&
    !(target.ownerId !== null && target.ownerId === actor.id)
  );
}

/** Whether the actor may remove the reported content (inks: admins only). */
export function mayRemoveReported(actor: Actor, reportType: ReportType): boolean {
  return can(actor?.role, reportType === 'ink_profile' ? 'deleteInk' : 'moderateContent');
}

// --- Community images and votes (spec §5, §6; decisions.md) --------------------------

/**
 * Members with a verified email share one image per ink (the one-per-ink rule is the
 * server's); others see it at once (trust.ts).
 */
export function mayUploadCommunityImage(actor: Actor): boolean {
  return mayAct(actor, 'shareImages');
}

/** Only moderators and admins send or set isOfficial. */
export function mayMarkImageOfficial(actor: Actor): boolean {
  return can(actor?.role, 'curateImages');
}

/** Members with a verified email vote on others' images; nobody votes on their own. */
export function mayVoteOnImage(actor: Actor, image: { userId: number | null }): boolean {
  return mayAct(actor, 'voteOnImages') && !owns(actor, image);
}

/** How the actor may delete a community image: as its owner, as staff, or not at all. */
export function communityImageRemoval(
  actor: Actor,
  image: { userId: number | null },
): 'own' | 'moderate' | null {
  if (owns(actor, image)) return 'own';
  return can(actor?.role, 'moderateContent') ? 'moderate' : null;
}

/** Members with a verified email propose a new main image for an ink. */
export function maySubmitProfileImage(actor: Actor): boolean {
  return mayAct(actor, 'proposeProfileImages');
}

/** A submission is seen by the member who sent it and by moderators and admins. */
export function maySeeProfileImageSubmission(
  actor: Actor,
  submission: { userId: number | null },
): boolean {
  return owns(actor, submission) || can(actor?.role, 'curateImages');
}

/** Moderators and admins approve or reject profile image submissions. */
export function mayReviewProfileImages(actor: Actor): boolean {
  return can(actor?.role, 'curateImages');
}

// --- Share a discovery (decisions.md "Submissions and moderation") ----------------------

/** Members with a verified email (and no limit) share a discovery. */
export function maySubmitInk(actor: Actor): boolean {
  return mayAct(actor, 'shareDiscoveries');
}

/** Moderators and admins approve or reject ink submissions. */
export function mayReviewSubmissions(actor: Actor): boolean {
  return can(actor?.role, 'reviewSubmissions');
}

// --- News (spec §2 /admin/news, decisions.md "News") ---------------------------------------

/** Moderators and admins write, publish, feature and delete stories, and read drafts. */
export function mayManageNews(actor: Actor): boolean {
  return can(actor?.role, 'manageNews');
}

// --- The ink-ventory (spec §7, ADR 013) ------------------------------------------------

/** A member's entry (status, rating, private notes) is theirs alone to see and change. */
export function maySeeInventoryEntry(actor: Actor, entry: { userId: number }): boolean {
  return owns(actor, entry);
}

// --- Crowd-voted properties -----------------------------------------------

/**
 * Members with a verified email vote on an ink's properties when their ink-ventory says they
 * own or tried it.
 */
export function mayVoteProperties(actor: Actor, entry: { status: string } | null): boolean {
  return (
    mayAct(actor, 'voteOnProperties') &&
    entry !== null &&
    (entry.status === 'owned' || entry.status === 'tried')
  );
}

// --- Named collections (decisions.md "Collections: one model") ------------------------

/** A public collection is for everyone; a private one for its owner alone. */
export function maySeeCollection(
  actor: Actor,
  collection: { userId: number; isPublic: boolean },
): boolean {
  return collection.isPublic || owns(actor, collection);
}

/** Making a collection public (others see it) needs a verified email and no limit. */
export function mayPublishCollection(actor: Actor): boolean {
  return mayAct(actor, 'publishCollections');
}

/** Importing a list from elsewhere (it may add to shared data) needs a verified email. */
export function mayImport(actor: Actor): boolean {
  return mayAct(actor, 'importLists');
}

/** Only the owner renames, describes, fills, orders or deletes a collection. */
export function mayChangeCollection(actor: Actor, collection: { userId: number }): boolean {
  return owns(actor, collection);
}

// --- Inks (spec §6) ----------------------------------------------------------------------

export function mayEditInk(actor: Actor): boolean {
  return can(actor?.role, 'editInk');
}

export function mayDeleteInk(actor: Actor): boolean {
  return can(actor?.role, 'deleteInk');
}

export function mayRestoreInk(actor: Actor): boolean {
  return can(actor?.role, 'restoreInk');
}

// --- Accounts ------------------------------------------------------------------------------

export function mayChangeRoles(actor: Actor): boolean {
  return can(actor?.role, 'changeRoles');
}

/** The staff console's users tab (search by name or email): admins. */
export function mayManageUsers(actor: Actor): boolean {
  return can(actor?.role, 'manageUsers');
}

// --- A second pair of eyes -------------------------------------------------------

/**
 * A reviewer never settles their own discovery: another moderator or admin does. Apart from
 * mayReviewSubmissions (which opens the queue) so that the queue still shows one's own.
 */
export function mayReviewSubmission(actor: Actor, submission: { userId: number | null }): boolean {
  return mayReviewSubmissions(actor) && !owns(actor, submission);
}

/** The same for a proposed main image of an ink: never one's own. */
export function mayReviewProfileImage(
  actor: Actor,
  submission: { userId: number | null },
): boolean {
  return mayReviewProfileImages(actor) && !owns(actor, submission);
}
