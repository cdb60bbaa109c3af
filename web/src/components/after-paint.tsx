import { useEffect, useState, type ReactNode } from 'react';

/*
 * The blocks waiting for the first paint are shown one a frame, in the order they were drawn
 * (the page's order): each asks for its code and data as it appears, and the ink page has
 * eight. Shown all in one task, they made one of about 70 ms on a mid-range phone, most of it
 * the calls for their data being sent.
 */
const waiting: (() => void)[] = [];
/** The frame callback and the timeout of the next showing, while one is on its way. */
type Showing = { frame: number; timer?: ReturnType<typeof setTimeout> };
let next: Showing | null = null;

function showNext(): void {
  if (next) return;
  const pending: Showing = { frame: 0 };
  next = pending;
  // the frame callback runs before the next paint; the timeout it sets, after it
  pending.frame = requestAnimationFrame(() => {
    pending.timer = setTimeout(() => {
      next = null;
      waiting.shift()?.();
      if (waiting.length > 0) showNext();
    }, 0);
  });
}

/** Nothing left to show: the showing on its way is called off. */
function stopShowing(): void {
  if (!next) return;
  cancelAnimationFrame(next.frame);
  if (next.timer !== undefined) clearTimeout(next.timer);
  next = null;
}

/**
 * Shows `fallback` on the first paint and `children` right after it. For blocks below the
 * main content (comments, the ink-ventory, counts) whose code or data would otherwise be
 * fetched before the page's main content is painted, and so delay it.
 */
export function AfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => setPainted(true);
    waiting.push(show);
    showNext();
    return () => {
      const at = waiting.indexOf(show);
      if (at >= 0) waiting.splice(at, 1);
      if (waiting.length === 0) stopShowing();
    };
  }, []);
  return painted ? children : fallback;
}
