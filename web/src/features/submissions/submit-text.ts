import { t } from '@lingui/core/macro';
import { GALLERY_LIMITS } from '@inklore/contract/shared/members.rules';
import type { ResizeOptions } from '#src/lib/image-resize.ts';

/** A discovery's picture: fitted in 1200 px, JPEG at quality 0.9 (as a profile image). */
export const DISCOVERY_RESIZE: ResizeOptions = {
  maxSide: GALLERY_LIMITS.profileImageSize,
  quality: GALLERY_LIMITS.profileImageQuality,
  maxBytes: GALLERY_LIMITS.profileImageMaxBytes,
};

/** What the form says; each is called when it is said (the words are the page's language). */
export const SUBMIT_TEXT = {
  sent: (brand: string, name: string) => {
    const ink = `${brand} ${name}`;
    return {
      title: t`Discovery shared`,
      description: t`Thank you! A moderator will review ${ink} soon.`,
    };
  },
  invalidFile: () => ({ title: t`Invalid file`, description: t`Please select an image file.` }),
  processing: () => ({
    title: t`Error processing image`,
    description: t`Failed to process the image. Please try again.`,
  }),
  failed: () => t`Your discovery could not be sent. Please try again.`,
} as const;
