import { t } from '@lingui/core/macro';

/**
 * Site-wide settings. The contact address belongs to whoever runs this copy of Inklore: the
 * server's CONTACT_EMAIL, asked at run time (features/info/pages/contact.tsx, GET /api/site).
 */
export const SITE = { name: 'Inklore' } as const;

/** The site's tagline, in the page's language (spec: 'where every ink tells its story'). */
export const siteTagline = (): string => t`where every ink tells its story`;

/** The site's own description: the home page's, and any page's that says nothing more. */
export const siteDescription = (): string =>
  t`Inklore is a community database of fountain pen inks: browse swatches by brand, colour and property, and read the stories behind them.`;

/** The site's origin; empty while the page shell is drawn at build time. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
