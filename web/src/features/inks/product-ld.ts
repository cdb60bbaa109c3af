import type { Ink } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { usableImage } from '@inklore/contract/shared/images.rules';
import { CONTEXT, type Thing } from '#src/lib/structured-data.ts';
import { colourFamilyWord, inkPropertyWord } from '#src/lib/catalogue-words.ts';
import { colourFamilyInSentence } from '#src/lib/catalogue-sentence-words.ts';

// An ink for search engines: product offers use the spec's price range; a rating is only
// given when real ratings exist (decisions.md).

/** Spec §2: price range 5 to 50 USD, offer count 1, rating scale 1 to 5, default review count 1. */
export const PRODUCT_OFFER = {
  lowPrice: 5,
  highPrice: 50,
  priceCurrency: 'USD',
  offerCount: 1,
} as const;

export function productLd(origin: string, ink: Ink): Thing {
  const url = `${origin}/ink/${ink.id}`;
  const images = ink.images
    .map((u) => usableImage(u))
    .filter((u): u is string => u !== null)
    .map((u) => new URL(u, origin).toString());
  const { name, brand, colorHex } = ink;
  const color = colourFamilyInSentence(ink.color);
  const product: Thing = {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': url,
    name: `${ink.brand} ${ink.name}`,
    url,
    brand: { '@type': 'Brand', name: ink.brand },
    category: t`Fountain pen ink`,
    color: colourFamilyWord(ink.color),
    description:
      ink.description ?? t`${name} is a ${color} fountain pen ink by ${brand} (${colorHex}).`,
    additionalProperty: [
      { '@type': 'PropertyValue', name: t`Colour (hex)`, value: ink.colorHex },
      ...ink.properties.map((p) => ({
        '@type': 'PropertyValue',
        name: t`Property`,
        value: inkPropertyWord(p),
      })),
    ],
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: PRODUCT_OFFER.priceCurrency,
      lowPrice: PRODUCT_OFFER.lowPrice,
      highPrice: PRODUCT_OFFER.highPrice,
      offerCount: PRODUCT_OFFER.offerCount,
    },
  };
  if (images.length > 0) product.image = images;
  // other names the ink is known by (ADR 025), as search engines read them
  if (ink.aliases && ink.aliases.length > 0) product.alternateName = ink.aliases;
  if (ink.averageRating !== null && ink.reviewCount > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: ink.averageRating,
      bestRating: 5,
      worstRating: 1,
      reviewCount: ink.reviewCount,
    };
  }
  return product;
}
