/** Where the colour vision choice is remembered (lib/vision.ts reads it, vision-persist.ts writes it). */
export const VISION_STORAGE_KEY = 'inklore-vision';
