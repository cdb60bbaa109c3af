import type { Ink, NewsArticle } from '@inklore/contract';
import { usableImage } from './images.ts';
import { SITE } from './site.ts';

/**
 * schema.org objects for search engines (spec §2 "Other shared screens"). Product offers use
 * the spec's price range; a rating is only given when real ratings exist (decisions.md).
 */
type Thing = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export function organizationLd(origin: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    slogan: SITE.tagline,
  };
}

export function websiteLd(origin: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SITE.name,
    url: `${origin}/`,
    description: SITE.description,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/browse?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}

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
  const product: Thing = {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': url,
    name: `${ink.brand} ${ink.name}`,
    url,
    brand: { '@type': 'Brand', name: ink.brand },
    category: 'Fountain pen ink',
    color: ink.color,
    description:
      ink.description ??
      `${ink.name} is a ${ink.color.toLowerCase()} fountain pen ink by ${ink.brand} (${ink.colorHex}).`,
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Colour (hex)', value: ink.colorHex },
      ...ink.properties.map((p) => ({ '@type': 'PropertyValue', name: 'Property', value: p })),
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

export function articleLd(origin: string, story: NewsArticle): Thing {
  const url = `${origin}/news/${story.id}`;
  const cover = usableImage(story.coverImageUrl);
  const article: Thing = {
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': url,
    headline: story.title,
    description: story.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: story.createdAt,
    dateModified: story.updatedAt,
    author: story.author
      ? {
          '@type': 'Person',
          name: story.author.displayName ?? story.author.username,
          url: `${origin}/user/${encodeURIComponent(story.author.username)}`,
        }
      : { '@type': 'Organization', name: SITE.name, url: `${origin}/` },
    publisher: { '@id': `${origin}/#organization` },
  };
  if (cover) article.image = [new URL(cover, origin).toString()];
  return article;
}
