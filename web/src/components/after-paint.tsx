import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` on the first paint and `children` right after it. For blocks below the
 * main content (comments, the ink-ventory, counts) whose code or data would otherwise be
 * fetched before the page's main content is painted, and so delay it.
 */
export function AfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; the timeout it sets, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted ? children : fallback;
}
