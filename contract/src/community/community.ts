import { z } from 'zod';

export const CommunityStats = z
  .object({
    inkProfiles: z.number().int().describe('Inks not deleted'),
    imagesShared: z.number().int().describe('Community images'),
    activeMembers: z.number().int().describe('Users active in the last 30 days'),
    inkBrands: z.number().int().describe('Distinct brands among inks not deleted'),
  })
  .meta({ id: 'CommunityStats' });
export type CommunityStats = z.infer<typeof CommunityStats>;
