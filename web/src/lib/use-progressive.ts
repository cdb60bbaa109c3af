import { useEffect, useState } from 'react';

/**
 * A long list drawn a few items a frame when it first arrives: the first `first` at once, then
 * `step` more after each paint, until all are drawn; after that the list follows its items at
 * once ("Show more", a filter, a new comment), so what those do to focus keeps working.
 *
 * The ink page's community images (24 cards) and comments (a page of 20) each arrived as one
 * render, one commit and one style and layout pass: on a mid-range phone a task of 100-200 ms
 * while the page was becoming live (docs/performance.md, "The ink page at 100%"). In frames of
 * four the same work makes tasks of a fifth of that, and what is on screen first is drawn first.
 */
export function useProgressive<T>(items: readonly T[], first = 4, step = 4): readonly T[] {
  const [limit, setLimit] = useState(first);
  const count = items.length;
  // caught up: from here on the list follows its items (set while drawing, as React allows
  // for a value that follows from the one drawn before)
  if (limit !== Infinity && count > 0 && count <= limit) setLimit(Infinity);
  useEffect(() => {
    if (count <= limit) return undefined; // all drawn, or nothing yet
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame callback runs before the next paint; the timeout it sets, after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLimit((l) => l + step), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [limit, count, step]);
  return count > limit ? items.slice(0, limit) : items;
}
