/**
 * Site-wide settings. The contact address belongs to whoever runs this copy of Inklore: the
 * server's CONTACT_EMAIL, asked at run time (features/info/pages/contact.tsx, GET /api/site).
 */
export const SITE = {
  name: 'Inklore',
  tagline: 'where every ink tells its story',
  description:
    'Inklore is a community database of fountain pen inks: browse swatches by brand, colour and property, and read the stories behind them.',
} as const;

/** The site's origin; empty while the page shell is drawn at build time. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
