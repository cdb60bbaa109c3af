import { Suspense } from 'react';
import { useCompareTray } from '../compare-store.ts';
import { clientLazy } from '#src/lib/client-lazy.ts';

const CompareTray = clientLazy(() =>
  import('./compare-tray.tsx').then((m) => ({ default: m.CompareTray })),
);

/**
 * The compare tray where inks are listed (browse): its code loads once the first ink is
 * picked (or when the visit's tray already holds some), not with every page of cards.
 */
export function CompareTrayHost() {
  const picked = useCompareTray().length > 0;
  if (!picked) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
