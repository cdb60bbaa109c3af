import { ACCOUNT_LIMITS } from '@inklore/contract/auth/auth';
import { t } from '@lingui/core/macro';
import {
  dataUrlBytes,
  fitWithin as fitWithinSide,
  resizeToJpeg as resizeImage,
} from '#src/lib/image-resize.ts';

/**
 * A new profile picture is checked and shrunk in the browser before it is sent (spec §5 and
 * §9: an image type, at most 5 MB, resized to fit 1200 x 1200, JPEG at quality 0.9). The
 * server decodes and re-encodes it whatever the browser did.
 */
export const AVATAR_MAX_SIDE = 1200;
export const AVATAR_QUALITY = 0.9;
export const AVATAR_MAX_BYTES = ACCOUNT_LIMITS.avatarMaxBytes;

export type ImageProblem = { title: string; description: string };

export function checkImageFile(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.startsWith('image/')) {
    return { title: t`Invalid file`, description: t`Please select an image file` };
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return { title: t`File too large`, description: t`Please select an image smaller than 5MB` };
  }
  return null;
}

/** The size that fits within max x max (the picture's 1200 px by default); never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  max = AVATAR_MAX_SIDE,
): { width: number; height: number } {
  return fitWithinSide(width, height, max);
}

export { dataUrlBytes };

/** The picture drawn at most 1200 px on its longer side, as a JPEG data URL under 5 MB. */
export function resizeToJpeg(file: Blob, max = AVATAR_MAX_SIDE): Promise<string> {
  return resizeImage(file, { maxSide: max, quality: AVATAR_QUALITY, maxBytes: AVATAR_MAX_BYTES });
}
