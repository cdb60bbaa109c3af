// The router's restoring of a scroll position on back/forward (router.tsx), a file of its
// own: a first visit that goes nowhere never needs it (ADR 082).

/** Restores a scroll position once the page is tall enough (content may still be arriving). */
export function restoreScroll(y: number): () => void {
  let frames = 0;
  let raf = 0;
  const userScrolled = () => cancelAnimationFrame(raf);
  const attempt = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    if (max >= y || frames > 90) {
      window.scrollTo(0, Math.min(y, Math.max(0, max)));
      window.removeEventListener('wheel', userScrolled);
      window.removeEventListener('touchmove', userScrolled);
      return;
    }
    frames++;
    raf = requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', userScrolled, { once: true, passive: true });
  window.addEventListener('touchmove', userScrolled, { once: true, passive: true });
  attempt();
  return () => {
    cancelAnimationFrame(raf);
    window.removeEventListener('wheel', userScrolled);
    window.removeEventListener('touchmove', userScrolled);
  };
}
