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

/**
 * Orders of the catalogue's list (GET /api/inks `sort`, the /browse control): relevance
 * (the default with a search), name (brand, then name: the default without one), newest,
 * most owned, most photographed, rating (inks without one last) and hue (rainbow order by
 * colour family, then hue angle; greys, black and white last). Ties by name, then id.
 */
export const INK_SORTS = [
  'relevance',
  'name',
  'newest',
  'owned',
  'photographed',
  'rating',
  'hue',
] as const;
export type InkSort = (typeof INK_SORTS)[number];

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
