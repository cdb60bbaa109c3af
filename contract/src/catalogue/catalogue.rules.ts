/**
 * Fixed lists and limits of the catalogue (product spec §9, decisions.md).
 * Shared by the server (validation, filters) and the web app (filter sidebar).
 */
export const BRAND_FILTERS = [
  'Colorverse',
  'De Atramentis',
  'Diamine',
  'Endless',
  'Ferris Wheel Press',
  'Jacques Herbin',
  'Kaweco',
  'LAMY',
  'Mont Blanc',
  'Monteverde',
  "Noodler's",
  'Organics Studio',
  'Pelikan',
  'Pilot',
  'Platinum',
  'Private Reserve',
  'Robert Oster',
  'Rohrer & Klingner',
  'Sailor',
  'Sheaffer',
  'TWSBI',
  'Wearingeul',
] as const;

/** The brand filter value that matches every brand not in BRAND_FILTERS. */
export const OTHER_BRAND = 'Other';

export const COLOR_FAMILIES = [
  'Black',
  'Blue',
  'Brown',
  'Green',
  'Grey/Silver',
  'Orange',
  'Pink',
  'Purple',
  'Red',
  'Teal',
  'Yellow/Gold',
  'White',
  'Other',
] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

export const INK_PROPERTIES = [
  'Scented',
  'Shading',
  'Sheening',
  'Shimmering',
  'Water-Resistant',
] as const;
export type InkProperty = (typeof INK_PROPERTIES)[number];

export const LIMITS = {
  browsePageSize: 50,
  browseMaxLimit: 100,
  searchMaxLength: 200,
  brandMaxLength: 100,
  newsPageSize: 10,
  newsMaxLimit: 50,
  featuredInks: 12,
  inkNameMaxLength: 120,
  inkDescriptionMaxLength: 5000,
} as const;
