import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#src/lib/errors.ts';
import { hostileCorpus, pngClaiming } from '../../test/hostile-uploads.ts';
import { processImage, TOO_MANY_PIXELS } from './images.ts';

const OPTS = { width: 800, height: 800, fit: 'inside', quality: 80 } as const;

describe('processImage against the hostile upload corpus', async () => {
  const corpus = await hostileCorpus();

  for (const file of corpus) {
    it(`${file.name}: ${file.expect}`, async () => {
      if (file.expect === 'refused') {
        const err = await processImage(file.bytes, OPTS).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).status).toBe(400);
        return;
      }
      const out = await processImage(file.bytes, OPTS);
      const meta = await sharp(out.data).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.space).toBe('srgb');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(out.data.includes(Buffer.from('<script'))).toBe(false);
      expect(out.data.includes(Buffer.from('Exif'))).toBe(false);
      // the picture survives: a swatch stays its colour
      const { dominant } = await sharp(out.data).stats();
      const { dominant: before } = await sharp(file.bytes).stats();
      for (const c of ['r', 'g', 'b'] as const)
        expect(Math.abs(dominant[c] - before[c])).toBeLessThan(24);
    });
  }

  it('refuses the pixel bomb from its header, before anything is decoded', async () => {
    // 2.5 gigapixels declared; its one compressed row would fail any decoder, so only the
    // header check can give this answer (the time it takes is measured by `npm run bench`)
    const err = await processImage(pngClaiming(50_000, 50_000), OPTS).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBe(TOO_MANY_PIXELS);
    expect((err as AppError).message).toContain('at most 40 megapixels');
  });
});
