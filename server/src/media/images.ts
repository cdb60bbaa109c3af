import sharp from 'sharp';
import { AppError } from '#src/lib/errors.ts';

/** Larger images are refused before decoding: a decompression bomb costs nothing. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export type ProcessedImage = { data: Buffer; width: number; height: number; format: 'jpeg' };

/**
 * Decodes an uploaded image whatever the client did, and writes a fresh JPEG: turned
 * upright from its EXIF orientation, fitted inside `size`, every metadata field (GPS
 * included) dropped. Anything that is not a JPEG, PNG or WebP image is refused.
 */
export async function processImage(
  input: Buffer,
  opts: { width: number; height: number; fit: 'cover' | 'inside'; quality: number },
): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError(
      400,
      'validation_failed',
      'This file is not an image we can read. Use a JPEG, PNG or WebP image.',
    );
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError(400, 'validation_failed', 'Use a JPEG, PNG or WebP image.');
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: opts.width,
        height: opts.height,
        fit: opts.fit,
        withoutEnlargement: opts.fit === 'inside',
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: opts.quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, format: 'jpeg' };
  } catch {
    throw new AppError(
      400,
      'validation_failed',
      'This image could not be processed. It may be damaged or too large.',
    );
  }
}

/** Reads a `data:image/...;base64,` URL into bytes, within a size limit. */
export function decodeDataUrl(dataUrl: string, maxBytes: number): Buffer {
  const m = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl);
  if (!m?.[1]) {
    throw new AppError(
      400,
      'validation_failed',
      'Send the image as a data URL (data:image/...;base64,...).',
    );
  }
  const bytes = Buffer.from(m[1], 'base64');
  if (bytes.length > maxBytes) {
    throw new AppError(
      413,
      'payload_too_large',
      `Please choose an image smaller than ${Math.round(maxBytes / 1024 / 1024)}MB.`,
    );
  }
  return bytes;
}
