import { z } from 'zod';

export const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  databaseReachable: z.boolean(),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;
