import { ACCOUNT_LIMITS } from '@inklore/contract/auth';

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
    return { title: 'Invalid file', description: 'Please select an image file' };
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return { title: 'File too large', description: 'Please select an image smaller than 5MB' };
  }
  return null;
}

/** The size that fits within max x max, keeping the proportions; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  max = AVATAR_MAX_SIDE,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Bytes a base64 data URL stands for. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const b64 = comma === -1 ? dataUrl : dataUrl.slice(comma + 1);
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

async function decode(
  file: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; done: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      done: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  await img.decode();
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    done: () => URL.revokeObjectURL(url),
  };
}

/** Draws the picture at most 1200 px on its longer side and encodes it as a JPEG data URL. */
export async function resizeToJpeg(file: Blob, max = AVATAR_MAX_SIDE): Promise<string> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height, max);
    if (size.width === 0) throw new Error('The image has no pixels.');
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw images.');
    // JPEG has no transparency: a transparent PNG gets the paper colour behind it
    ctx.fillStyle = '#fbf8f1';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image.source, 0, 0, size.width, size.height);
    let quality = AVATAR_QUALITY;
    let url = canvas.toDataURL('image/jpeg', quality);
    while (dataUrlBytes(url) > AVATAR_MAX_BYTES && quality > 0.5) {
      quality -= 0.1;
      url = canvas.toDataURL('image/jpeg', quality);
    }
    return url;
  } finally {
    image.done();
  }
}
