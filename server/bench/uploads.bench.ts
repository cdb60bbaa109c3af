/**
 * `npm run bench` (second part): the server's re-processing of an uploaded picture, as the
 * upload routes run it (server/src/media/images.ts: header check, decode, upright, fit in
 * 800 px, flatten, JPEG at quality 80, no metadata; the gallery adds a 320 px thumbnail made
 * from that result), on one core; and the time to refuse a pixel bomb. Goal: p95 <= 25 ms for
 * an 800 px upload (what the web app sends after its own resize, spec §9).
 *
 * Each run uses distinct photo-like images (gradients with noise, so JPEG has real work),
 * and prints the figures beside a baseline measured in the same run on the same images:
 * sharp's bare decode and JPEG encode, with none of our steps.
 */
import sharp from 'sharp';
import { processGalleryImage, processImage } from '#src/media/images.ts';
import { pngClaiming } from '../test/hostile-uploads.ts';
import { runOnOneCore } from './one-core.ts';

const IMAGES = 60;
const ROUNDS = 4;
const GOAL_P95_MS = 25;

// One core: pin this process when taskset exists, and let libvips use one thread.
runOnOneCore();
sharp.concurrency(1);

/** A distinct 800 x 600 photo-like JPEG (a swatch on paper: gradient, texture, noise). */
async function photo(seed: number): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const raw = Buffer.alloc(width * height * 3);
  let s = seed * 2654435761;
  const rnd = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32) * 24 - 12;
  const hue = [seed * 37, seed * 71, seed * 113].map((v) => 40 + (v % 180));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inInk = x > 120 && x < 680 && y > 140 && y < 460;
      for (let c = 0; c < 3; c++) {
        const base = inInk ? (hue[c] ?? 100) + (x - 120) / 8 : 236 - y / 40;
        raw[i + c] = Math.max(0, Math.min(255, Math.round(base + rnd())));
      }
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function time(inputs: Buffer[], work: (b: Buffer) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const input of inputs) {
      const t0 = performance.now();
      await work(input);
      out.push(performance.now() - t0);
    }
  }
  return out.sort((a, b) => a - b);
}

console.log(`\nUpload re-processing: ${IMAGES} distinct 800x600 JPEGs x ${ROUNDS}, one core`);
const inputs = await Promise.all(Array.from({ length: IMAGES }, (_, i) => photo(i + 1)));
// warm-up: the first calls load codecs
for (const input of inputs.slice(0, 5)) {
  await processImage(input, { width: 800, height: 800, fit: 'inside', quality: 80 });
}
const ours = await time(inputs, (b) =>
  processImage(b, { width: 800, height: 800, fit: 'inside', quality: 80 }),
);
const gallery = await time(inputs, (b) => processGalleryImage(b, { size: 800, quality: 80 }));
const bare = await time(inputs, (b) => sharp(b).jpeg({ quality: 80 }).toBuffer());
const row = (name: string, v: number[]) =>
  `${name.padEnd(34)} p50 ${percentile(v, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(v, 95).toFixed(1).padStart(6)} ms`;
console.log(row('processImage (profile pictures)', ours));
console.log(row('processGalleryImage (+ thumbnail)', gallery));
console.log(row('baseline: sharp decode + encode', bare));
const ratio = percentile(gallery, 95) / percentile(bare, 95);
console.log(`ratio of the gallery's p95 to the baseline: ${ratio.toFixed(2)}`);
const p95 = percentile(gallery, 95);
console.log(
  `${p95 <= GOAL_P95_MS ? 'PASS' : 'MISS'}  re-processing an 800 px community upload p95 <= ${GOAL_P95_MS} ms  (${p95.toFixed(1)} ms)`,
);

// The pixel bomb: a PNG header claiming 50,000 x 50,000 pixels, refused from its header.
const bomb = pngClaiming(50_000, 50_000);
const refusals: number[] = [];
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  await processImage(bomb, { width: 800, height: 800, fit: 'inside', quality: 80 }).catch(
    () => undefined,
  );
  refusals.push(performance.now() - t0);
}
refusals.sort((a, b) => a - b);
const worst = refusals[refusals.length - 1] ?? NaN;
console.log(
  `${worst < 100 ? 'PASS' : 'MISS'}  a 2.5-gigapixel PNG header refused in < 100 ms  (worst of 20: ${worst.toFixed(1)} ms)`,
);
