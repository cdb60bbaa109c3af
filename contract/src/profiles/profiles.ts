import { z } from 'zod';
import { PublicUser } from '../auth/auth.ts';
import { Collection } from '../collections/collections.ts';
import { CommunityImage } from '../gallery/gallery.ts';

/**
 * GET /api/users/{username}/overview: what /user/{username} shows beside the public profile.
 * Never the email, private notes or private collections.
 */
export const ProfileOverview = z
  .object({
    user: PublicUser,
    badges: z.array(z.string()).describe('Ids of the badges held (GET /api/badges lists all)'),
    counts: z.object({
      owned: z.number().int(),
      tried: z.number().int(),
      wantToTry: z.number().int(),
      wishlist: z.number().int(),
    }),
    palette: z
      .array(z.string())
      .describe(
        "The colours of the inks the member made public, sorted by hue (at most 200: the first by ink id): the inks of their public collections, and their owned inks only when they turned on 'Show my ink colours on my profile' (ADR 039)",
      ),
    paletteMore: z
      .boolean()
      .describe('The member shares more inks than the palette holds (it holds the first 200)'),
    collections: z
      .array(Collection)
      .describe(
        'Public collections only: the 12 most recently changed (GET /api/collections?user= lists them all)',
      ),
    collectionsTotal: z.number().int().describe('How many public collections the member has'),
    images: z.array(CommunityImage).describe('Their community images, newest first (at most 24)'),
    discoveries: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          brand: z.string(),
          colorHex: z.string(),
        }),
      )
      .describe('Catalogue inks from their approved discoveries'),
  })
  .meta({ id: 'ProfileOverview' });
export type ProfileOverview = z.infer<typeof ProfileOverview>;
