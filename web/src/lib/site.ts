/**
 * Site-wide settings. The contact address belongs to whoever runs this copy of Inklore; it is
 * set at build time (VITE_CONTACT_EMAIL) and is empty until an operator sets it.
 */
const contact: unknown = import.meta.env.VITE_CONTACT_EMAIL;

export const SITE = {
  name: 'Inklore',
  tagline: 'where every ink tells its story',
  description:
    'Inklore is a community database of fountain pen inks: browse swatches by brand, colour and property, and read the stories behind them.',
  contactEmail: typeof contact === 'string' && contact.includes('@') ? contact : null,
} as const;

/** The site's origin; empty while the page shell is drawn at build time. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
