// The buttons tapped before the page was live (ADR 062): how one is named and found again,
// for early-input.ts, which notes them, and early-taps.ts, which plays them (loaded only when
// something was tapped early, ADR 082).

/**
 * A button tapped early: the element, and its label and place among the buttons with that
 * label, to find the same button again if React draws its part afresh.
 */
export type Tap = { el: Element; label: string; nth: number };

/**
 * The attribute of a button answered for the whole document rather than by its own component
 * (the footer's Cookie settings: its value names what it does). Its early tap is played as
 * soon as the page is live, as no hydration of its part is needed.
 */
export const DOCUMENT_BUTTON = 'data-document-button';

export const labelOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent.trim();

/** The buttons under `root` (the app's) with this label, in the page's order. */
export const labelled = (root: HTMLElement | null, label: string): Element[] =>
  [...(root?.querySelectorAll('button') ?? [])].filter((b) => labelOf(b) === label);
