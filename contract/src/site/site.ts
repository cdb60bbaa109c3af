import { z } from 'zod';

/** What the operators of this copy of Inklore publish about it (README "Configuration"). */
export const SiteInfo = z.object({
  /** CONTACT_EMAIL: where people write to the operators; null until it is set. */
  contactEmail: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;
