import type { PublicUser } from '@inklore/contract';

/** schema.org ProfilePage about a Person (spec §2: structured data for Person). */
export function personLd(origin: string, user: PublicUser): Record<string, unknown> {
  const path = `/user/${encodeURIComponent(user.username)}`;
  const image = user.customProfileImage ?? user.profileImageUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: `${origin}${path}`,
    dateCreated: user.createdAt,
    mainEntity: {
      '@type': 'Person',
      name: user.displayName?.trim() || user.username,
      alternateName: user.username,
      identifier: String(user.id),
      url: `${origin}${path}`,
      ...(user.bio ? { description: user.bio } : {}),
      ...(image ? { image: new URL(image, origin).href } : {}),
    },
  };
}
