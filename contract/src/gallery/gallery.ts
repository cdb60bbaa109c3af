import { z } from 'zod';
import { ACCOUNT_LIMITS, ROLES } from '../auth/auth.ts';
import {
  DEFAULT_IMAGE_CATEGORY,
  GALLERY_LIMITS,
  IMAGE_CATEGORIES,
  SUBMISSION_STATUSES,
} from '../shared/members.rules.ts';
import { limitParam, pageParam } from '../shared/params.ts';
import { textProblem } from '../shared/text.rules.ts';

/**
 * The community gallery (spec §2 ink profile, §3, §5, §7; decisions.md "Community images
 * and votes") and profile image submissions (decisions.md "Submissions and moderation").
 */

/** Optional one-line text: trimmed, empty means none, the text rule applied. */
const optionalLine = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} has at most ${max} characters.`)
    .refine((s) => textProblem(s) === null, `${what}: remove the control characters.`)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const certified = (message: string) => z.literal(true, { error: message });
const CERTIFICATIONS_MESSAGE = 'Please confirm both ownership and appropriateness certifications';

/**
 * The image as a data URL. Its size is the server's to refuse with 413 (the route's body
 * limit, then the decoded bytes), not a 400 from here.
 */
const imageDataUrl = () =>
  z
    .string({ error: 'Please select an image to upload.' })
    .min(1, 'Please select an image to upload.');

/** POST /api/inks/{id}/community-images (spec §7, plus the two certifications). */
export const CommunityImageBody = z
  .object({
    imageUrl: imageDataUrl().describe(
      'The image as a data URL (data:image/jpeg;base64,...); JPEG, PNG or WebP',
    ),
    caption: optionalLine('The caption', GALLERY_LIMITS.captionMaxLength),
    category: z
      .enum(IMAGE_CATEGORIES, { error: `Choose a category: ${IMAGE_CATEGORIES.join(', ')}.` })
      .optional()
      .transform((v) => v ?? DEFAULT_IMAGE_CATEGORY),
    paperType: optionalLine('Paper type', GALLERY_LIMITS.paperTypeMaxLength),
    penNib: optionalLine('Pen/nib', GALLERY_LIMITS.penNibMaxLength),
    isOfficial: z.boolean().optional().default(false).describe('Moderators and admins only'),
    sheen: z
      .boolean()
      .optional()
      .default(false)
      .describe('Swatch images: the swatch shows sheen, so a second colour is looked for'),
    ownershipConfirmed: certified(CERTIFICATIONS_MESSAGE),
    appropriatenessConfirmed: certified(CERTIFICATIONS_MESSAGE),
  })
  .strict();
export type CommunityImageBody = z.input<typeof CommunityImageBody>;

/** A swatch photo's measurement (ADR 087). */
export const SwatchMeasurement = z
  .object({
    calibrated: z
      .boolean()
      .describe('Read on the Inklore swatch card: found, straightened and corrected'),
    confidence: z.number().describe('0 to 1; a plain photo is at most 0.35'),
    spread: z.number().nullable().describe('How much the ink varies in the photo (ΔE00)'),
    lightHex: z.string().nullable().describe("The ink's light end (where it ran thin)"),
    darkHex: z.string().nullable().describe("The ink's dark end (where it pooled)"),
    sheenHex: z.string().nullable().describe('A sheen colour, when marked and found'),
    markedSheen: z.boolean().describe('The member said the swatch shows sheen'),
    checks: z.object({
      cardFound: z.boolean(),
      clipped: z.boolean().describe("The exposure clipped the card's white"),
      uniformity: z.number().nullable().describe("The card's patches' own spread (ΔE00)"),
    }),
  })
  .meta({ id: 'SwatchMeasurement' });
export type SwatchMeasurement = z.infer<typeof SwatchMeasurement>;

/** Spec §3 "Community image", with what the gallery shows beside it. */
export const CommunityImage = z
  .object({
    id: z.number().int(),
    inkId: z.number().int(),
    userId: z.number().int().nullable().describe('null once the account is deleted'),
    username: z.string().nullable(),
    displayName: z.string().nullable(),
    userRole: z.enum(ROLES).nullable(),
    userAvatar: z.string().nullable().describe("The uploader's picture, when they have one"),
    imageUrl: z.string().describe('The image, at most 800 px on its longer side'),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    caption: z.string().nullable(),
    category: z.enum(IMAGE_CATEGORIES),
    paperType: z.string().nullable(),
    penNib: z.string().nullable(),
    isOfficial: z.boolean(),
    photoColorHex: z
      .string()
      .nullable()
      .optional()
      .describe("A swatch photo's ink colour as read from the photo (Swatch images only)"),
    measurement: SwatchMeasurement.nullable()
      .optional()
      .describe('How the swatch was measured (Swatch images only; ADR 087)'),
    upvotes: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'CommunityImage' });
export type CommunityImage = z.infer<typeof CommunityImage>;

/** An ink's community images: official first, then by votes, then newest. */
export const CommunityImageList = z.array(CommunityImage).meta({ id: 'CommunityImageList' });

/**
 * GET /api/inks/{id}/community-images: a page of the list (ADR 032). The ink's
 * communityImageCount says how many there are; a page shorter than the limit is the last.
 */
export const CommunityImageListQuery = z
  .object({
    page: pageParam.optional().describe('1 or more; default 1'),
    limit: limitParam(GALLERY_LIMITS.communityPageMax)
      .optional()
      .describe(`Images a page; default ${GALLERY_LIMITS.communityPageSize}`),
    uploader: z
      .string()
      .trim()
      .min(1, 'uploader must be a username')
      .max(ACCOUNT_LIMITS.usernameMax, 'uploader must be a username')
      .optional()
      .describe("Only this member's image (a member shares one per ink)"),
  })
  .strict();
export type CommunityImageListQuery = z.output<typeof CommunityImageListQuery>;

/** POST /api/community-images/{id}/vote: the vote toggles, or moves from another image. */
export const VoteResult = z
  .object({
    action: z.enum(['added', 'removed']),
    imageId: z.number().int(),
    upvotes: z.number().int().describe("This image's votes after the change"),
    movedFrom: z
      .number()
      .int()
      .nullable()
      .describe('The image of the same ink that lost the vote, when it moved'),
  })
  .meta({ id: 'VoteResult' });
export type VoteResult = z.infer<typeof VoteResult>;

/** GET /api/inks/{id}/user-vote (spec §7: vote.imageId). */
export const UserVote = z
  .object({ vote: z.object({ imageId: z.number().int() }).nullable() })
  .meta({ id: 'UserVote' });
export type UserVote = z.infer<typeof UserVote>;

/** PUT /api/community-images/{id}/official (moderators and admins). */
export const OfficialBody = z.object({ isOfficial: z.boolean() }).strict();

/** POST /api/inks/{id}/profile-image-submission (spec §3, §5, §7). */
export const ProfileImageSubmissionBody = z
  .object({
    imageUrl: imageDataUrl().describe('The image as a data URL; JPEG, PNG or WebP'),
    caption: optionalLine('The caption', GALLERY_LIMITS.captionMaxLength),
    isOfficial: z
      .boolean()
      .optional()
      .default(false)
      .describe("Ticked when the image comes from the ink's manufacturer"),
    ownershipConfirmed: certified(CERTIFICATIONS_MESSAGE),
    appropriatenessConfirmed: certified(CERTIFICATIONS_MESSAGE),
  })
  .strict();
export type ProfileImageSubmissionBody = z.input<typeof ProfileImageSubmissionBody>;

export const ProfileImageSubmission = z
  .object({
    id: z.number().int(),
    inkId: z.number().int(),
    inkName: z.string(),
    inkBrand: z.string(),
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
    imageUrl: z.string(),
    caption: z.string().nullable(),
    isOfficial: z.boolean(),
    status: z.enum(SUBMISSION_STATUSES),
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'ProfileImageSubmission' });
export type ProfileImageSubmission = z.infer<typeof ProfileImageSubmission>;

export const ProfileImageSubmissionList = z
  .array(ProfileImageSubmission)
  .meta({ id: 'ProfileImageSubmissionList' });

/** POST /api/admin/profile-image-submissions/{id}/reject {reason} (decisions.md). */
export const RejectBody = z
  .object({
    reason: z
      .string({ error: 'Give a reason.' })
      .trim()
      .min(1, 'Give a reason.')
      .max(
        GALLERY_LIMITS.rejectionReasonMaxLength,
        `The reason has at most ${GALLERY_LIMITS.rejectionReasonMaxLength} characters.`,
      )
      .refine((s) => textProblem(s) === null, 'Remove the control characters from the reason.'),
  })
  .strict();

/** GET /api/admin/profile-image-submissions?status= (moderators and admins; default pending). */
export const SubmissionListQuery = z
  .object({
    status: z
      .enum(SUBMISSION_STATUSES, { error: 'status must be pending, approved or rejected' })
      .optional(),
  })
  .strict();

/** GET /api/inks/{id}/community-color: the median of the ink's swatch photos' colours. */
export const CommunityColor = z
  .object({
    colorHex: z.string().nullable().describe('null until a swatch photo has been read'),
    lab: z.object({ l: z.number(), a: z.number(), b: z.number() }).nullable(),
    photos: z.number().int().describe('How many swatch photos it rests on'),
    deltaE: z.number().nullable().describe('CIEDE2000 from the catalogue colour'),
    range: z
      .object({
        lightHex: z.string(),
        darkHex: z.string(),
        sheenHex: z.string().nullable(),
        swatches: z.number().int(),
        calibrated: z.number().int().describe('How many were read on the swatch card'),
        agreement: z.number().describe("The swatches' median pairwise ΔE00"),
      })
      .nullable()
      .optional()
      .describe("The ink's range from its measured swatches (ADR 087)"),
    consensus: z
      .object({
        state: z
          .enum(['used', 'too-few', 'disagree'])
          .describe("used: the colour answers use the members' colour instead of the catalogue's"),
        colorHex: z.string().nullable(),
        swatches: z.number().int().describe('Trusted calibrated swatches'),
        agreement: z.number().nullable(),
        minSwatches: z.number().int(),
        maxAgreement: z.number(),
      })
      .optional(),
  })
  .meta({ id: 'CommunityColor' });
export type CommunityColor = z.infer<typeof CommunityColor>;
