import { Suspense } from 'react';
import { useToastState } from '#src/lib/toast.ts';
import { clientLazy } from '#src/lib/client-lazy.ts';

const Toaster = clientLazy(() => import('#src/components/ui/toaster.tsx'));

/** The toast code loads the first time a toast is asked for, not with every page. */
export function ToastHost() {
  const { used } = useToastState();
  return used ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
