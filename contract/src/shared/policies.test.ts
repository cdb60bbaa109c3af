import { describe, expect, it } from 'vitest';
import {
  actorOf,
  actsAsStaff,
  commentRemoval,
  communityImageRemoval,
  mayMarkImageOfficial,
  mayReviewProfileImages,
  maySeeProfileImageSubmission,
  maySubmitProfileImage,
  mayUploadCommunityImage,
  mayVoteOnImage,
  mayManageNews,
  mayManageUsers,
  mayChangeCollection,
  mayVoteProperties,
  maySeeCollection,
  mayReviewSubmissions,
  mayReviewSubmission,
  mayReviewProfileImage,
  maySubmitInk,
  mayChangeRoles,
  mayDeleteInk,
  mayEditComment,
  mayEditInk,
  mayRemoveReported,
  mayImport,
  mayPublishCollection,
  mayReport,
  mayRestoreInk,
  maySeeInventoryEntry,
  mayWriteComments,
  owns,
  type Actor,
} from './policies.rules.ts';

const member: Actor = { id: 1, role: 'user', emailVerified: true, restriction: null };
const unverified: Actor = { id: 2, role: 'user', emailVerified: false, restriction: null };
const moderator: Actor = { id: 3, role: 'moderator', emailVerified: true, restriction: null };
const admin: Actor = { id: 4, role: 'admin', emailVerified: true, restriction: null };
const limited: Actor = { id: 5, role: 'user', emailVerified: true, restriction: 'limited' };
const suspended: Actor = { id: 6, role: 'user', emailVerified: true, restriction: 'suspended' };
const visitor: Actor = null;

describe('policies', () => {
  it('an actor from the signed-in user, or none', () => {
    expect(actorOf(null)).toBeNull();
    expect(actorOf(undefined)).toBeNull();
    expect(actorOf({ id: 9, role: 'admin', emailVerified: false })).toEqual({
      id: 9,
      role: 'admin',
      emailVerified: false,
      restriction: null,
    });
    expect(
      actorOf({ id: 9, role: 'user', emailVerified: true, standing: { restriction: 'limited' } }),
    ).toEqual({ id: 9, role: 'user', emailVerified: true, restriction: 'limited' });
  });

  it('ownership is by id, and nothing is owned by nobody', () => {
    expect(owns(member, { userId: 1 })).toBe(true);
    expect(owns(member, { userId: 2 })).toBe(false);
    expect(owns(member, { userId: null })).toBe(false);
    expect(owns(visitor, { userId: 1 })).toBe(false);
  });

  it('comments: verified members write; authors edit; authors delete and staff remove', () => {
    expect(
      [member, unverified, moderator, visitor, limited, suspended].map(mayWriteComments),
    ).toEqual([true, false, true, false, false, false]);
    expect(mayEditComment(member, { userId: 1 })).toBe(true);
    expect(mayEditComment(moderator, { userId: 1 })).toBe(false);
    expect(mayEditComment(unverified, { userId: 2 })).toBe(false);
    expect(commentRemoval(member, { userId: 1 })).toBe('own');
    expect(commentRemoval(member, { userId: 5 })).toBeNull();
    expect(commentRemoval(unverified, { userId: 2 })).toBe('own');
    expect(commentRemoval(moderator, { userId: 1 })).toBe('moderate');
    expect(commentRemoval(admin, { userId: 4 })).toBe('own');
    expect(commentRemoval(visitor, { userId: 1 })).toBeNull();
  });

  it("reports: members report others' things, never their own; removal by role", () => {
    expect(mayReport(member, { ownerId: 2 })).toBe(true);
    expect(mayReport(member, { ownerId: null })).toBe(true);
    expect(mayReport(member, { ownerId: 1 })).toBe(false);
    expect(mayReport(visitor, { ownerId: 2 })).toBe(false);
    // reports are for staff's eyes: a limited account still reports, a suspended one does not
    expect(mayReport(unverified, { ownerId: 1 })).toBe(true);
    expect(mayReport(limited, { ownerId: 1 })).toBe(true);
    expect(mayReport(suspended, { ownerId: 1 })).toBe(false);
    expect(mayRemoveReported(moderator, 'comment')).toBe(true);
    expect(mayRemoveReported(moderator, 'community_image')).toBe(true);
    expect(mayRemoveReported(moderator, 'ink_profile')).toBe(false);
    expect(mayRemoveReported(admin, 'ink_profile')).toBe(true);
    expect(mayRemoveReported(member, 'comment')).toBe(false);
  });

  it('the ink-ventory entry is its member’s alone', () => {
    expect(maySeeInventoryEntry(member, { userId: 1 })).toBe(true);
    expect(maySeeInventoryEntry(admin, { userId: 1 })).toBe(false);
    expect(maySeeInventoryEntry(visitor, { userId: 1 })).toBe(false);
  });

  it('staff roles', () => {
    const all = [visitor, member, moderator, admin];
    expect(all.map(actsAsStaff)).toEqual([false, false, true, true]);
    expect(all.map(mayEditInk)).toEqual([false, false, true, true]);
    expect(all.map(mayDeleteInk)).toEqual([false, false, false, true]);
    expect(all.map(mayRestoreInk)).toEqual([false, false, false, true]);
    expect(all.map(mayChangeRoles)).toEqual([false, false, false, true]);
    expect(all.map(mayManageUsers)).toEqual([false, false, false, true]);
    expect(all.map(mayReviewSubmissions)).toEqual([false, false, true, true]);
    expect(all.map(mayManageNews)).toEqual([false, false, true, true]);
    expect([visitor, unverified, member, moderator].map(maySubmitInk)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('community images: verified members upload and vote on others’ images; staff curate', () => {
    const all = [visitor, member, unverified, moderator, admin];
    expect(all.map(mayUploadCommunityImage)).toEqual([false, true, false, true, true]);
    expect(all.map(maySubmitProfileImage)).toEqual([false, true, false, true, true]);
    expect([limited, suspended].map(mayUploadCommunityImage)).toEqual([false, false]);
    expect([limited, suspended].map(maySubmitProfileImage)).toEqual([false, false]);
    expect(mayVoteOnImage(unverified, { userId: 1 })).toBe(false);
    expect(mayVoteOnImage(limited, { userId: 1 })).toBe(false);
    expect(all.map(mayMarkImageOfficial)).toEqual([false, false, false, true, true]);
    expect(all.map(mayReviewProfileImages)).toEqual([false, false, false, true, true]);
    expect(mayVoteOnImage(member, { userId: 2 })).toBe(true);
    expect(mayVoteOnImage(member, { userId: null })).toBe(true);
    expect(mayVoteOnImage(member, { userId: 1 })).toBe(false);
    expect(mayVoteOnImage(admin, { userId: 4 })).toBe(false);
    expect(mayVoteOnImage(visitor, { userId: 2 })).toBe(false);
    expect(communityImageRemoval(member, { userId: 1 })).toBe('own');
    expect(communityImageRemoval(member, { userId: 2 })).toBeNull();
    expect(communityImageRemoval(moderator, { userId: 1 })).toBe('moderate');
    expect(communityImageRemoval(admin, { userId: null })).toBe('moderate');
    expect(communityImageRemoval(visitor, { userId: 1 })).toBeNull();
    expect(maySeeProfileImageSubmission(member, { userId: 1 })).toBe(true);
    expect(maySeeProfileImageSubmission(unverified, { userId: 1 })).toBe(false);
    expect(maySeeProfileImageSubmission(moderator, { userId: 1 })).toBe(true);
    expect(maySeeProfileImageSubmission(visitor, { userId: 1 })).toBe(false);
  });

  it('collections: public ones for everyone, private ones and changes for the owner', () => {
    const open = { userId: 1, isPublic: true };
    const closed = { userId: 1, isPublic: false };
    expect([visitor, member, moderator, admin].map((a) => maySeeCollection(a, open))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([visitor, member, moderator, admin].map((a) => maySeeCollection(a, closed))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(mayChangeCollection(member, open)).toBe(true);
    expect(mayChangeCollection(admin, open)).toBe(false);
    expect(mayChangeCollection(visitor, open)).toBe(false);
    expect(
      [visitor, unverified, member, limited, suspended, moderator].map(mayPublishCollection),
    ).toEqual([false, false, true, false, false, true]);
    expect([visitor, unverified, member, limited].map(mayImport)).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('property votes: members who own or tried the ink', () => {
    expect(mayVoteProperties(member, { status: 'owned' })).toBe(true);
    expect(mayVoteProperties(member, { status: 'tried' })).toBe(true);
    expect(mayVoteProperties(member, { status: 'wishlist' })).toBe(false);
    expect(mayVoteProperties(member, { status: 'want_to_try' })).toBe(false);
    expect(mayVoteProperties(member, null)).toBe(false);
    expect(mayVoteProperties(visitor, { status: 'owned' })).toBe(false);
    expect(mayVoteProperties(unverified, { status: 'owned' })).toBe(false);
    expect(mayVoteProperties(limited, { status: 'owned' })).toBe(false);
  });
});

describe('a second pair of eyes', () => {
  it("reviewers settle others' discoveries and images, never their own", () => {
    const theirs = { userId: 1 };
    const modsOwn = { userId: 3 };
    const adminsOwn = { userId: 4 };
    const gone = { userId: null };
    for (const rule of [mayReviewSubmission, mayReviewProfileImage]) {
      expect([visitor, member, unverified, moderator, admin].map((a) => rule(a, theirs))).toEqual([
        false,
        false,
        false,
        true,
        true,
      ]);
      expect(rule(moderator, modsOwn)).toBe(false);
      expect(rule(admin, adminsOwn)).toBe(false);
      expect(rule(admin, modsOwn)).toBe(true);
      expect(rule(moderator, adminsOwn)).toBe(true);
      expect(rule(moderator, gone)).toBe(true);
    }
  });
});
