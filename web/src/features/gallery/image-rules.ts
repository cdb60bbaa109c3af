import type { CommunityImageBody, ProfileImageSubmissionBody } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import {
  DEFAULT_IMAGE_CATEGORY,
  GALLERY_LIMITS,
  type ImageCategory,
} from '@inklore/contract/shared/members.rules';
import type { FailureWords } from '#src/lib/failure.ts';
import type { ResizeOptions } from '#src/lib/image-resize.ts';

/**
 * The rules and words of sharing an image (spec §5, §8, §9): what a file must be, how it is
 * shrunk before it is sent, and what each step says when it fails. The server checks all of it
 * again (decisions.md "The server enforces everything"). The words are read when asked for (in
 * the page's language): each notice and failure is a function.
 */

export type Notice = { title: string; description: string };

// --- Community images (spec §5) --------------------------------------------------------------

/** Spec §5 and §9: fitted in 800 px, JPEG at quality 0.8; below what the server takes. */
export const COMMUNITY_RESIZE: ResizeOptions = {
  maxSide: GALLERY_LIMITS.communityImageSize,
  quality: GALLERY_LIMITS.communityImageQuality,
  maxBytes: GALLERY_LIMITS.communityImageMaxBytes,
};

export const COMMUNITY_TEXT = {
  invalidFile: () => ({ title: t`Invalid File`, description: t`Please select an image file.` }),
  noImage: () => ({
    title: t`No Image Selected`,
    description: t`Please select an image to upload.`,
  }),
  processing: () => ({
    title: t`Processing Error`,
    description: t`Failed to process image. Please try again.`,
  }),
  certifications: () => ({
    title: t`Certifications required`,
    description: t`Please confirm both ownership and appropriateness certifications`,
  }),
  uploaded: () => ({
    title: t`Image Uploaded`,
    description: t`Your image has been uploaded and is now visible to the community!`,
  }),
  deleted: () => ({
    title: t`Image Deleted`,
    description: t`The image has been removed from the gallery.`,
  }),
  voteAdded: () => ({ title: t`Vote Added`, description: t`You upvoted this image!` }),
  voteRemoved: () => ({ title: t`Vote Removed`, description: t`Your vote has been taken back.` }),
  loginToVote: () => ({
    title: t`Login Required`,
    description: t`Please log in to vote on community images.`,
  }),
} as const satisfies Record<string, () => Notice>;

export function uploadFailure(): FailureWords {
  return {
    title: t`Upload Failed`,
    fallback: t`The image could not be uploaded. Please try again.`,
  };
}
export function deleteFailure(): FailureWords {
  return {
    title: t`Delete Failed`,
    fallback: t`The image could not be deleted. Please try again.`,
  };
}
export function voteFailure(): FailureWords {
  return {
    title: t`Vote Failed`,
    fallback: t`Your vote could not be counted. Please try again.`,
    signedOut: COMMUNITY_TEXT.loginToVote(),
  };
}
export function officialFailure(): FailureWords {
  return { fallback: t`The image could not be changed. Please try again.` };
}

/** Spec §5: a community image must be an image type (its size is the resize's concern). */
export function checkCommunityFile(file: { type: string }): Notice | null {
  return file.type.startsWith('image/') ? null : COMMUNITY_TEXT.invalidFile();
}

/** What the member typed, before the image is attached. */
export type UploadDraft = {
  category: ImageCategory;
  paperType: string;
  penNib: string;
  caption: string;
  isOfficial: boolean;
  /** Swatches: the member says it shows sheen (ADR 087). */
  sheen: boolean;
};

export const EMPTY_DRAFT: UploadDraft = {
  category: DEFAULT_IMAGE_CATEGORY,
  paperType: '',
  penNib: '',
  caption: '',
  isOfficial: false,
  sheen: false,
};

/** The 'n/30' counter of paper type, pen/nib and caption. */
export function counter(value: string, max: number): string {
  return `${value.length}/${max}`;
}

/** Whether a field is within its limit (the server trims, so spaces around do not count). */
export function withinLimit(value: string, max: number): boolean {
  return value.trim().length <= max;
}

export function draftProblems(d: UploadDraft): boolean {
  return !(
    withinLimit(d.paperType, GALLERY_LIMITS.paperTypeMaxLength) &&
    withinLimit(d.penNib, GALLERY_LIMITS.penNibMaxLength) &&
    withinLimit(d.caption, GALLERY_LIMITS.captionMaxLength)
  );
}

/**
 * The upload's body (spec §7): texts trimmed and sent as null when empty; isOfficial only
 * from staff (mayMarkImageOfficial); both certifications, which the member ticked.
 */
export function communityImageBody(
  d: UploadDraft,
  imageUrl: string,
  mayMarkOfficial: boolean,
): CommunityImageBody {
  const text = (s: string) => s.trim() || null;
  return {
    imageUrl,
    caption: text(d.caption),
    category: d.category,
    paperType: text(d.paperType),
    penNib: text(d.penNib),
    isOfficial: mayMarkOfficial && d.isOfficial,
    sheen: d.category === 'Swatch' && d.sheen,
    ownershipConfirmed: true,
    appropriatenessConfirmed: true,
  };
}

// --- Profile image submissions (spec §5) ----------------------------------------------------

/** Spec §5 and §9: fitted in 1200 x 1200, JPEG at quality 0.9. */
export const PROFILE_RESIZE: ResizeOptions = {
  maxSide: GALLERY_LIMITS.profileImageSize,
  quality: GALLERY_LIMITS.profileImageQuality,
  maxBytes: GALLERY_LIMITS.profileImageMaxBytes,
};

export const PROFILE_TEXT = {
  invalidFile: () => ({ title: t`Invalid file`, description: t`Please select an image file` }),
  tooLarge: () => ({
    title: t`File too large`,
    description: t`Please select an image smaller than 5MB`,
  }),
  required: () => ({
    title: t`Image required`,
    description: t`Please select an image to submit`,
  }),
  certifications: COMMUNITY_TEXT.certifications,
  processing: () => ({
    title: t`Error processing image`,
    description: t`Failed to process the image. Please try again.`,
  }),
  sent: () => ({
    title: t`Submission sent`,
    description: t`Your profile image submission has been sent for review.`,
  }),
} as const satisfies Record<string, () => Notice>;

export function submissionFailure(): FailureWords {
  return { title: t`Submission failed`, fallback: t`Failed to submit profile image` };
}

/** Spec §5: an image type, at most 5 MB. */
export function checkProfileFile(file: { type: string; size: number }): Notice | null {
  if (!file.type.startsWith('image/')) return PROFILE_TEXT.invalidFile();
  if (file.size > GALLERY_LIMITS.profileImageMaxBytes) return PROFILE_TEXT.tooLarge();
  return null;
}

export type Certifications = { ownership: boolean; appropriate: boolean };
export const NO_CERTIFICATIONS: Certifications = { ownership: false, appropriate: false };

export function certified(c: Certifications): boolean {
  return c.ownership && c.appropriate;
}

export function profileSubmissionBody(
  imageUrl: string,
  caption: string,
  isOfficial: boolean,
): ProfileImageSubmissionBody {
  return {
    imageUrl,
    caption: caption.trim() || null,
    isOfficial,
    ownershipConfirmed: true,
    appropriatenessConfirmed: true,
  };
}

/** What the progress bar says, for screen readers too, in steps of a quarter. */
export function progressText(stage: 'processing' | 'uploading' | 'saving', fraction: number) {
  if (stage === 'processing') return t`Preparing the image...`;
  if (stage === 'saving') return t`Uploaded. Saving...`;
  const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 4) * 25;
  return t`Uploading... ${percent}%`;
}
