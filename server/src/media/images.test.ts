import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#src/lib/errors.ts';
import { hostileCorpus, pngClaiming } from '../../test/hostile-uploads.ts';
import { decodeDataUrl, processImage, TOO_MANY_PIXELS } from './images.ts';

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

describe('decodeDataUrl', () => {
  const url = (bytes: Buffer, wrap = false) => {
    const text = bytes.toString('base64');
    return `data:image/png;base64,${wrap ? (text.match(/.{1,76}/g) ?? []).join('\n') : text}`;
  };
  const status = (f: () => unknown) => {
    try {
      f();
      return 200;
    } catch (err) {
      return err instanceof AppError ? err.status : 500;
    }
  };

  it('takes a file of exactly the limit and refuses one byte more with 413, wrapped or not', () => {
    for (const size of [999, 1000, 1001, 1002]) {
      for (const wrap of [false, true]) {
        const bytes = Buffer.alloc(size, 7);
        const expected = size > 1000 ? 413 : 200;
        expect(
          status(() => decodeDataUrl(url(bytes, wrap), 1000)),
          `${size} ${wrap}`,
        ).toBe(expected);
        if (expected === 200)
          expect(decodeDataUrl(url(bytes, wrap), 1000).equals(bytes)).toBe(true);
      }
    }
  });

  it('refuses what is not a base64 image data URL with 400', () => {
    for (const bad of ['data:text/plain;base64,aGk=', 'data:image/png;base64,', 'aGk=']) {
      expect(
        status(() => decodeDataUrl(bad, 1000)),
        bad,
      ).toBe(400);
    }
  });
});
