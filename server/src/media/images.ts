import os from 'node:os';
import { GALLERY_LIMITS } from '@inklore/contract';
import sharp from 'sharp';
import { AppError } from '#src/lib/errors.ts';
import { createSlots } from '#src/lib/slots.ts';
import { measureSwatchImage, type SwatchMeasurement } from './swatch-card/card-measure.ts';

/**
 * At most this many images are decoded at once (each can hold tens of MB while it works);
 * later uploads wait in line, and past 512 waiting, or past 96 MB of uploads waiting (about
 * 24 of the largest allowed), they are told to try again shortly (lib/slots.ts). The bytes,
 * not the count, are what waiting costs: a stall of a second or two (a slow disk flush under
 * SQLite, in the soak: docs/operations.md "Soak") left 32 small uploads in line and refused the next ones.
 */
const MAX_DECODING = Math.max(1, Math.min(4, os.availableParallelism()));
const DECODE_WAITING = { count: 512, bytes: 96 * 1024 * 1024 };
const decodeSlots = createSlots(
  MAX_DECODING,
  DECODE_WAITING.count,
  'Many images are being processed right now. Please try again in a few seconds.',
  DECODE_WAITING.bytes,
);
const withDecodeSlot = <T>(input: Buffer, work: () => Promise<T>): Promise<T> =>
  decodeSlots.run(work, input.length);

// libvips keeps recent operations (up to 50 MB by default) to answer them again; every upload
// and preview card here is new, so that cache only held memory (the soak's growth).
sharp.cache(false);

/** Larger images are refused before decoding: a decompression bomb costs nothing. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** A decompression bomb's answer, decided from the header before any decoding. */
export const TOO_MANY_PIXELS = new AppError(
  400,
  'validation_failed',
  `This image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels. Use a smaller image.`,
);

export type ProcessedImage = { data: Buffer; width: number; height: number; format: 'jpeg' };

/**
 * Decodes an uploaded image whatever the client did, and writes a fresh JPEG: turned
 * upright from its EXIF orientation, fitted inside `size`, every metadata field (GPS
 * included) dropped. Anything that is not a JPEG, PNG or WebP image is refused.
 */
export function processImage(
  input: Buffer,
  opts: { width: number; height: number; fit: 'cover' | 'inside'; quality: number },
): Promise<ProcessedImage> {
  return withDecodeSlot(input, () => decodeAndWrite(input, opts));
}

/** Reads the header only (no pixel is decoded) and refuses what we do not take. */
async function checkHeader(input: Buffer): Promise<void> {
  let format: string | undefined;
  let pixels: number;
  try {
    // metadata() reads the header only: no pixel is decoded here
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = meta.width * meta.height;
  } catch {
    throw new AppError(
      400,
      'validation_failed',
      'This file is not an image we can read. Use a JPEG, PNG or WebP image.',
    );
  }
  if (pixels > MAX_INPUT_PIXELS) throw TOO_MANY_PIXELS;
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError(400, 'validation_failed', 'Use a JPEG, PNG or WebP image.');
  }
}

const UNPROCESSABLE = () =>
  new AppError(
    400,
    'validation_failed',
    'This image could not be processed. It may be damaged or too large.',
  );

async function decodeAndWrite(
  input: Buffer,
  opts: { width: number; height: number; fit: 'cover' | 'inside'; quality: number },
): Promise<ProcessedImage> {
  await checkHeader(input);
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
      .jpeg({ quality: opts.quality }) // libjpeg-turbo: mozjpeg's trellis costs ~10x the time (docs/performance.md)
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, format: 'jpeg' };
  } catch {
    throw UNPROCESSABLE();
  }
}

/** A community image as stored: fitted in 800 px, and a thumbnail made from that. */
export type GalleryImage = { full: ProcessedImage; thumbnail: ProcessedImage };

/** The thumbnail's side, shared with the web app's srcset (contract GALLERY_LIMITS). */
const THUMBNAIL_SIZE = GALLERY_LIMITS.thumbnailSize;

/**
 * processImage for the gallery: the upload fitted in `size` px, and a thumbnail, both fresh
 * JPEGs without metadata, in one decoding slot.
 */
export function processGalleryImage(
  input: Buffer,
  opts: { size: number; quality: number },
): Promise<GalleryImage> {
  return withDecodeSlot(input, async () => {
    const full = await decodeAndWrite(input, {
      width: opts.size,
      height: opts.size,
      fit: 'inside',
      quality: opts.quality,
    });
    try {
      // From the upload again, which the header check has passed: libjpeg's shrink-on-load
      // decodes it at a half or a quarter of its size, cheaper than decoding our output.
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({
          width: THUMBNAIL_SIZE,
          height: THUMBNAIL_SIZE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 70 })
        .toBuffer({ resolveWithObject: true });
      return {
        full,
        thumbnail: { data, width: info.width, height: info.height, format: 'jpeg' },
      };
    } catch {
      throw UNPROCESSABLE();
    }
  });
}

/**
 * An uploaded swatch photo measured (ADR 087: on the swatch card when it is there), in a decode
 * slot like every other decode; the same reading the swatch-card bench times.
 */
export function measureSwatchUpload(
  input: Buffer,
  opts: { sheen?: boolean },
): Promise<SwatchMeasurement | null> {
  return withDecodeSlot(input, () => measureSwatchImage(input, opts));
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
  const tooLarge = () =>
    new AppError(
      413,
      'payload_too_large',
      `Please choose an image smaller than ${Math.round(maxBytes / 1024 / 1024)}MB.`,
    );
  // Without whitespace the text's length gives the size exactly: a file over the limit is
  // refused without allocating its bytes.
  const text = m[1];
  if (!/\s/.test(text) && Buffer.byteLength(text, 'base64') > maxBytes) throw tooLarge();
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > maxBytes) throw tooLarge();
  return bytes;
}
