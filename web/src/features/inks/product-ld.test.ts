import type { Ink } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { productLd } from './product-ld.ts';

const ink: Ink = {
  id: 553,
  name: 'Ku-jaku',
  brand: 'Pilot',
  line: 'Iroshizuku',
  color: 'Teal',
  colorHex: '#278f96',
  lab: { l: 54.3, a: -26.1, b: -12.1 },
  description: null,
  images: ['https://images.unsplash.com/photo-1', '/media/ku-jaku.jpg'],
  properties: ['Shading'],
  featured: true,
  isOfficial: false,
  averageRating: null,
  reviewCount: 0,
  communityImageCount: 0,
  source: 'test',
  createdAt: '2026-11-22T01:55:05.886Z',
  updatedAt: '2026-11-22T01:55:05.886Z',
  submittedBy: null,
};

describe('structured data of an ink', () => {
  it('gives a Product with the spec offer range and no invented rating', () => {
    const p = productLd('https://inklore.test', ink);
    expect(p['@type']).toBe('Product');
    expect(p.name).toBe('Pilot Ku-jaku');
    expect(p.offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: 5,
      highPrice: 50,
      offerCount: 1,
    });
    expect(p).not.toHaveProperty('aggregateRating');
    // the stock photo is left out; the site's own image is made absolute
    expect(p.image).toEqual(['https://inklore.test/media/ku-jaku.jpg']);
  });

  it('names the other names of the ink as alternateName, when it has any', () => {
    expect(productLd('https://x.test', ink)).not.toHaveProperty('alternateName');
    expect(
      productLd('https://x.test', { ...ink, aliases: ['色彩雫 孔雀', 'Kujaku'] }).alternateName,
    ).toEqual(['色彩雫 孔雀', 'Kujaku']);
  });

  it('adds an AggregateRating only when real ratings exist', () => {
    expect(
      productLd('https://x.test', { ...ink, averageRating: null, reviewCount: 3 }),
    ).not.toHaveProperty('aggregateRating');
    expect(
      productLd('https://x.test', { ...ink, averageRating: 4.5, reviewCount: 0 }),
    ).not.toHaveProperty('aggregateRating');
    expect(
      productLd('https://x.test', { ...ink, averageRating: 4.25, reviewCount: 2 }).aggregateRating,
    ).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.25,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 2,
    });
  });
});
