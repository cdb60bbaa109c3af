import { createContext, use } from 'react';
import type { Vision } from '@inklore/contract/color/visions.rules';

/**
 * The reader's colour vision setting (ADR 087): none, protanopia, deuteranopia or tritanopia.
 * The layout provides it from the remembered preference (features/preferences/vision.ts);
 * swatches name their colour in words when it is set, and the colour answers measure as that
 * reader sees.
 */
export const VisionContext = createContext<{ vision: Vision; setVision: (v: Vision) => void }>({
  vision: 'none',
  setVision: () => undefined,
});

export function useVision() {
  return use(VisionContext);
}
