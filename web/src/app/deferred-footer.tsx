import { memo, Suspense, use, useEffect, type ComponentType } from 'react';

/**
 * The footer, drawn in the page's HTML like the rest (by the server, or a page shell), whose
 * code loads only when it comes near the screen: until then React leaves the HTML as it is (a
 * Suspense boundary hydrated later). A first visit to a long page (browse) never needs it; on a
 * page the browser draws it loads at once. The server and the shells load it before drawing
 * (`loadFooter`).
 */
let Footer: ComponentType | null = null;
let loading: Promise<void> | null = null;

export function loadFooter(): Promise<void> {
  loading ??= import('./footer.tsx').then((m) => {
    Footer = m.Footer;
  });
  return loading;
}

let hydrating = false;

/** main.tsx, before hydrating: the footer on screen is HTML, and may wait until it is near. */
export function deferFooter(): void {
  hydrating = true;
}

let settle: () => void = () => undefined;
/**
 * The page around the footer is hydrated and has taken its size: a virtual list's full
 * height is set in its layout effects, and until then a long page (browse on a desktop) is
 * a few cards tall and its footer seemingly near.
 */
const pageSettled = new Promise<void>((resolve) => {
  settle = resolve;
});

let near: Promise<void> | null = null;

/** Resolves once the footer is within a screen of the view, or gone (React drew afresh). */
function footerNear(): Promise<void> {
  near ??= pageSettled
    .then(
      () =>
        new Promise<void>((resolve) => {
          const footer = document.querySelector('#root > footer');
          const root = footer?.parentElement;
          if (!footer || !root || !('IntersectionObserver' in window)) {
            resolve();
            return;
          }
          const done = () => {
            seen.disconnect();
            gone.disconnect();
            resolve();
          };
          const seen = new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) done();
            },
            { rootMargin: '100% 0px' },
          );
          seen.observe(footer);
          const gone = new MutationObserver(() => {
            if (!footer.isConnected) done();
          });
          gone.observe(root, { childList: true });
        }),
    )
    .then(loadFooter);
  return near;
}

function FooterSlot() {
  if (!Footer) use(hydrating ? footerNear() : loadFooter());
  return Footer ? <Footer /> : null;
}

/** Memoised: a new page does not disturb the footer's HTML while it waits. */
export const DeferredFooter = memo(function DeferredFooter() {
  // its effects run after the page's own layout effects, once the page is committed
  useEffect(() => settle(), []);
  return (
    <Suspense fallback={null}>
      <FooterSlot />
    </Suspense>
  );
});
