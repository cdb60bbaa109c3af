import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataUrlBytes, fitWithin, qualitySteps, resizeToJpeg } from './image-resize.ts';

describe('fitting an image in a square', () => {
  it('shrinks the longer side to the limit and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1000, 5000, 1200)).toEqual({ width: 240, height: 1200 });
    expect(fitWithin(2400, 2400, 1200)).toEqual({ width: 1200, height: 1200 });
  });
  it('never enlarges, keeps a pixel, refuses an empty image', () => {
    expect(fitWithin(300, 200, 800)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(100_000, 10, 800)).toEqual({ width: 800, height: 1 });
    expect(fitWithin(0, 10, 800)).toEqual({ width: 0, height: 0 });
  });
  it('counts the bytes a data URL stands for', () => {
    const bytes = Buffer.from('hello world!!');
    expect(dataUrlBytes(`data:image/jpeg;base64,${bytes.toString('base64')}`)).toBe(bytes.length);
  });
  it('steps the quality down to 0.5 when the JPEG is too large', () => {
    expect(qualitySteps(0.8)).toEqual([0.8, 0.7, 0.6, 0.5]);
    expect(qualitySteps(0.9)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
  });
});

describe('resizeToJpeg draws on a canvas and writes a JPEG', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function fakeCanvas(urls: string[]) {
    const drawn: unknown[][] = [];
    const encoded: unknown[][] = [];
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({
        fillRect: () => undefined,
        drawImage: (...args: unknown[]) => drawn.push(args),
        fillStyle: '',
        imageSmoothingQuality: 'low',
      }),
      toDataURL: (...args: unknown[]) => {
        encoded.push(args);
        return urls[Math.min(encoded.length - 1, urls.length - 1)] ?? '';
      },
    };
    // resizeToJpeg creates nothing but its canvas
    vi.spyOn(document, 'createElement').mockReturnValue(canvas as unknown as HTMLCanvasElement);
    return { canvas, drawn, encoded };
  }

  function fakeBitmap(width: number, height: number) {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width, height, close })),
    );
    return close;
  }

  it('fits a 4000 x 3000 photo in 800 px at quality 0.8 (a community image)', async () => {
    const close = fakeBitmap(4000, 3000);
    const { canvas, drawn, encoded } = fakeCanvas(['data:image/jpeg;base64,AAAA']);
    const url = await resizeToJpeg(new Blob(['x'], { type: 'image/png' }), {
      maxSide: 800,
      quality: 0.8,
    });
    expect(url).toBe('data:image/jpeg;base64,AAAA');
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 800, 600]);
    expect(encoded).toEqual([['image/jpeg', 0.8]]);
    expect(close).toHaveBeenCalled();
  });

  it('lowers the quality until the JPEG fits the byte limit', async () => {
    fakeBitmap(1200, 1200);
    const big = `data:image/jpeg;base64,${'A'.repeat(4000)}`;
    const { encoded } = fakeCanvas([big, big, 'data:image/jpeg;base64,AAAA']);
    const url = await resizeToJpeg(new Blob(['x']), { maxSide: 1200, quality: 0.9, maxBytes: 100 });
    expect(url).toBe('data:image/jpeg;base64,AAAA');
    expect(encoded.map((e) => e[1])).toEqual([0.9, 0.8, 0.7]);
  });

  it('fails when the image cannot be decoded or the browser cannot write JPEG', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('not an image'))),
    );
    await expect(resizeToJpeg(new Blob(['x']), { maxSide: 800, quality: 0.8 })).rejects.toThrow();
    fakeBitmap(10, 10);
    fakeCanvas(['data:image/png;base64,AAAA']);
    await expect(resizeToJpeg(new Blob(['x']), { maxSide: 800, quality: 0.8 })).rejects.toThrow(
      'This browser cannot write JPEG.',
    );
  });
});
