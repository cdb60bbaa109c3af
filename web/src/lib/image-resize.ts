/**
 * Shrinking an image in the browser before it is sent: decoded (EXIF orientation applied),
 * drawn on a canvas at most `maxSide` px on its longer side, encoded as a JPEG data URL. The
 * server decodes and re-encodes every upload whatever the browser did; this only saves the
 * member's bandwidth. The sizes are the spec's (§5, §9): community images 800 px at 0.8,
 * profile images 1200 x 1200 at 0.9.
 */

export type ResizeOptions = {
  /** The longer side at most, in pixels (the image is never enlarged). */
  maxSide: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
  /** When set, the quality steps down (to 0.5 at the lowest) until the JPEG fits. */
  maxBytes?: number;
};

/** The size that fits within max x max, keeping the proportions; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  max: number,
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

/** The qualities tried in turn: the asked one, then 0.1 less each time down to 0.5. */
export function qualitySteps(quality: number): number[] {
  const steps = [quality];
  for (let q = quality - 0.1; q >= 0.5 - 1e-9; q -= 0.1) steps.push(Math.round(q * 100) / 100);
  return steps;
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
  try {
    await img.decode();
  } catch (err) {
    URL.revokeObjectURL(url);
    throw err;
  }
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    done: () => URL.revokeObjectURL(url),
  };
}

/** Draws the image to fit `maxSide` and encodes it as a JPEG data URL; throws when it cannot. */
export async function resizeToJpeg(file: Blob, opts: ResizeOptions): Promise<string> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height, opts.maxSide);
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
    let url = '';
    for (const quality of opts.maxBytes === undefined
      ? [opts.quality]
      : qualitySteps(opts.quality)) {
      url = canvas.toDataURL('image/jpeg', quality);
      if (opts.maxBytes === undefined || dataUrlBytes(url) <= opts.maxBytes) break;
    }
    if (!url.startsWith('data:image/jpeg')) throw new Error('This browser cannot write JPEG.');
    return url;
  } finally {
    image.done();
  }
}

/** The image's pixels drawn to fit `maxSide` on a canvas (RGBA), for reading its colours. */
export async function readPixels(file: Blob, maxSide: number): Promise<ImageData> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height, maxSide);
    if (size.width === 0) throw new Error('The image has no pixels.');
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('This browser cannot draw images.');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(image.source, 0, 0, size.width, size.height);
    return ctx.getImageData(0, 0, size.width, size.height);
  } finally {
    image.done();
  }
}
