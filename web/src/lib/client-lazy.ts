import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import { useInBrowser } from './use-in-browser.ts';

/**
 * `React.lazy` for a part drawn only in the browser: a widget whose code loads on its own
 * (a menu, a dialog, Add to compare, the community's sections). It draws nothing on the server
 * (src/ssr/entry-server.tsx) and nothing while React hydrates the server's HTML, then loads and
 * draws itself: what it shows can depend on the visitor (signed in, their compare tray), who
 * becomes known while the rest of the page hydrates, and would otherwise differ from the
 * server's anonymous drawing. After a navigation inside the app it draws at once, as lazy does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself has
export function clientLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): FunctionComponent<ComponentProps<T>> {
  const Lazy = lazy(load);
  return function ClientOnly(props: ComponentProps<T>) {
    return useInBrowser() ? createElement(Lazy, props) : null;
  };
}
