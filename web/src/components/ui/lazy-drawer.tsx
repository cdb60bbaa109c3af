import { lazy, Suspense, useState, type ComponentProps } from 'react';

const Drawer = lazy(() => import('./drawer.tsx').then((m) => ({ default: m.Drawer })));

/**
 * A Drawer whose code loads when it first opens: a closed drawer shows nothing, so until then
 * nothing is drawn (its opener says aria-expanded="false"), and a page's first load does not
 * carry it.
 */
export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
