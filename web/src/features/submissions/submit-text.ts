import { GALLERY_LIMITS } from '@inklore/contract/shared/members.rules';
import type { ResizeOptions } from '#src/lib/image-resize.ts';

/** A discovery's picture: fitted in 1200 px, JPEG at quality 0.9 (as a profile image). */
export const DISCOVERY_RESIZE: ResizeOptions = {
  maxSide: GALLERY_LIMITS.profileImageSize,
  quality: GALLERY_LIMITS.profileImageQuality,
  maxBytes: GALLERY_LIMITS.profileImageMaxBytes,
};

export const SUBMIT_TEXT = {
  sent: (brand: string, name: string) => ({
    title: 'Discovery shared',
    description: `Thank you! A moderator will review ${brand} ${name} soon.`,
  }),
  invalidFile: { title: 'Invalid file', description: 'Please select an image file.' },
  processing: {
    title: 'Error processing image',
    description: 'Failed to process the image. Please try again.',
  },
  failed: 'Your discovery could not be sent. Please try again.',
} as const;
