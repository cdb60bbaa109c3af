// The replay of the buttons tapped before the page was live (ADR 062), apart from
// early-input.ts: goLive loads it only when something was tapped early (ADR 082).
import { DOCUMENT_BUTTON, labelled, type Tap } from './early-buttons.ts';

/** React's marks on what it manages: the root it renders into, and each element it hydrated. */
const reactMark = (node: object, prefix: string) =>
  Object.keys(node).some((k) => k.startsWith(prefix));

/**
 * How long a tap waits for its button to answer: half a minute, as a phone on a slow network
 * may take that long to bring the page's code. Then it is dropped (React would drop it too).
 */
const TAP_WAIT_MS = 30_000;

/**
 * Plays the taps again, each once its button answers. A button in a part React hydrates in a
 * pass of its own (a Suspense boundary, the lazy page) is not hydrated yet when the page goes
 * live, and React drops a click on a part it has not hydrated (or whose code has not arrived);
 * a button React drew afresh is found again by its label and its place among the buttons with
 * that label. A button answered for the whole document (DOCUMENT_BUTTON) needs neither. Once
 * the person has gone on to another page (away from `at`), nothing more is played.
 */
function replay(pending: Tap[], root: HTMLElement | null, until: number, at: string): void {
  if (location.href !== at) return;
  const managed = root !== null && reactMark(root, '__reactContainer$');
  const later = pending.filter((tap) => {
    // none while React has not drawn it yet (or the page changed)
    const el = tap.el.isConnected ? tap.el : tap.label && labelled(root, tap.label)[tap.nth];
    const answers =
      el instanceof HTMLElement &&
      (!managed || reactMark(el, '__reactProps$') || el.hasAttribute(DOCUMENT_BUTTON));
    if (answers) el.click();
    return !answers;
  });
  if (later.length > 0 && Date.now() < until) setTimeout(() => replay(later, root, until, at), 50);
}

/**
 * goLive's replay of the taps it was given (`root` the app's, `at` the address when the page
 * went live). A task later, so the effects of the commit that made the page live (the cookie
 * banner's host's listener) are on whether or not this code was loaded already.
 */
export function tapAgain(pending: Tap[], root: HTMLElement | null, at: string): void {
  setTimeout(() => replay(pending, root, Date.now() + TAP_WAIT_MS, at));
}
