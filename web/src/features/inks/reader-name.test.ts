import { describe, expect, it } from 'vitest';
import { readerName } from './reader-name.ts';

const konPeki = { name: 'Kon-peki', aliases: ['Konpeki', '色彩雫 紺碧'] };

describe('readerName', () => {
  it('shows a Japanese reader the name in Japanese script first, the catalogue name under it', () => {
    expect(readerName(konPeki, 'ja')).toEqual({
      name: '色彩雫 紺碧',
      lang: 'ja',
      catalogueName: 'Kon-peki',
      others: ['Konpeki'],
    });
  });

  it('shows English and German readers the catalogue name, with every other name', () => {
    for (const locale of ['en', 'de'] as const)
      expect(readerName(konPeki, locale)).toEqual({
        name: 'Kon-peki',
        others: ['Konpeki', '色彩雫 紺碧'],
      });
  });

  it('keeps the catalogue name for an ink with no name in Japanese script, or one named so already', () => {
    expect(readerName({ name: 'Blue Velvet', aliases: ['Velvet Blue'] }, 'ja')).toEqual({
      name: 'Blue Velvet',
      others: ['Velvet Blue'],
    });
    expect(readerName({ name: '紫式部', aliases: ['Murasaki-shikibu'] }, 'ja').name).toBe('紫式部');
    expect(readerName({ name: 'Kon-peki' }, 'ja')).toEqual({ name: 'Kon-peki', others: [] });
  });
});
