import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkImageFile, dataUrlBytes, fitWithin } from './avatar-image.ts';

describe('profile picture checks (spec §5)', () => {
  it('takes images up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it('refuses other files and larger images with the spec words', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file',
      description: 'Please select an image file',
    });
    expect(checkImageFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB',
    });
  });
});

describe('resizing to fit 1200 x 1200', () => {
  it('shrinks the longer side to 1200 and keeps the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1000, 5000)).toEqual({ width: 240, height: 1200 });
    expect(fitWithin(2400, 2400)).toEqual({ width: 1200, height: 1200 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
  });
  it('keeps at least one pixel and refuses an empty image', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 1200, height: 1 });
    expect(fitWithin(0, 10)).toEqual({ width: 0, height: 0 });
  });
  it('counts the bytes a data URL stands for', () => {
    const bytes = Buffer.from('hello world!!');
    const url = `data:image/jpeg;base64,${bytes.toString('base64')}`;
    expect(dataUrlBytes(url)).toBe(bytes.length);
    expect(dataUrlBytes(`data:image/jpeg;base64,${Buffer.from('ab').toString('base64')}`)).toBe(2);
  });
});
