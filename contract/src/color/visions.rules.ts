/**
 * The colour vision settings (ADR 087), apart from the simulation (vision.rules.ts) so that
 * the web app's first load names them without carrying the matrices.
 */
export const VISIONS = ['none', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
export type Vision = (typeof VISIONS)[number];
