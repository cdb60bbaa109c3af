// What a person did to the page before it was live (ADR 062). The server (or a page shell)
// draws the page before the app's code arrives: a search can be typed, a filter ticked, a
// button tapped in that time. main.tsx notes the fields just before React takes the page
// over; the components that drew them take the values over once live (in an effect, so their
// first render still matches the HTML); the taps the first-paint script noted
// (page-shells/start-app.ts) are played again once the page answers them.

/** The attribute that names an input whose early value is taken over. */
export const EARLY_FIELD = 'data-early';

type Field = { node: HTMLInputElement; value: string; checked: boolean };

let root: HTMLElement | null = null;
let fields = new Map<string, Field>();
let focused: Field | undefined;

/**
 * A button tapped early: the element, and its label and place among the buttons with that
 * label, to find the same button again if React draws its part afresh.
 */
type Tap = { el: Element; label: string; nth: number };
let taps: Tap[] = [];

/**
 * The attribute of a button answered for the whole document rather than by its own component
 * (the footer's Cookie settings: its value names what it does). Its early tap is played as
 * soon as the page is live, as no hydration of its part is needed.
 */
export const DOCUMENT_BUTTON = 'data-document-button';

const labelOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent.trim();

/** The buttons under the root with this label, in the page's order. */
const labelled = (label: string): Element[] =>
  [...(root?.querySelectorAll('button') ?? [])].filter((b) => labelOf(b) === label);

declare global {
  interface Window {
    /** Buttons tapped before the app took over, noted by page-shells/start-app.ts. */
    __inkloreTaps?: Element[];
  }
}

/** main.tsx, before React hydrates or draws over `el`: notes the inputs marked as early ones. */
export function captureEarlyInput(el: HTMLElement): void {
  // from here on React answers taps itself
  root = el;
  taps = (window.__inkloreTaps ?? []).map((b) => {
    const label = labelOf(b);
    return { el: b, label, nth: labelled(label).indexOf(b) };
  });
  window.__inkloreTaps = undefined;
  fields = new Map();
  focused = undefined;
  for (const node of el.querySelectorAll<HTMLInputElement>(`input[${EARLY_FIELD}]`)) {
    const field = { node, value: node.value, checked: node.checked };
    fields.set(node.getAttribute(EARLY_FIELD) ?? '', field);
    if (node === document.activeElement) focused = field;
  }
}

/**
 * What the person left in the input drawn with `data-early={key}` before the page was live,
 * or null when they left it as drawn. Taken once. An input React hydrated is the same element
 * (read now: typing may have gone on meanwhile); one React drew afresh is not, and what was
 * noted applies.
 */
export function takeEarly(key: string): { value: string; checked: boolean } | null {
  const field = fields.get(key);
  fields.delete(key);
  if (!field) return null;
  const { node } = field;
  const { value, checked } = node.isConnected ? node : field;
  return value === node.defaultValue && checked === node.defaultChecked ? null : { value, checked };
}

let live = false;
const waiting = new Set<() => void>();

/**
 * Calls `take` when the page goes live (at once if it is): when a component takes over its
 * early inputs (takeEarly) and sets its state from them. After the first render, which so
 * still matches the HTML it hydrates. Returns the unsubscribe, for an effect.
 */
export function onLive(take: () => void): () => void {
  if (live) take();
  else waiting.add(take);
  return () => waiting.delete(take);
}

const drawnAgain = (node: HTMLInputElement) =>
  root?.querySelector<HTMLInputElement>(
    `input[${EARLY_FIELD}="${node.getAttribute(EARLY_FIELD) ?? ''}"]`,
  );

/**
 * The current page, once live (hydrated: React hydrates it after the frame, a Suspense
 * boundary in a pass of its own). The components take over their inputs (and those drawn
 * later as their effects subscribe); an input no component takes (the header's search box,
 * the browser's own) and that React drew afresh (over a page shell it could not hydrate) gets
 * its text back, and the focus returns to where it was. Then the buttons the person tapped
 * before (Share, Add to compare, Filters, Cookie settings...) are tapped again, now that they
 * answer (React drops a click on a part it has not hydrated). A button React drew afresh is
 * found again by its label (ADR 062 says where that can happen).
 */
export function goLive(): void {
  live = true;
  for (const take of waiting) take();
  waiting.clear();
  for (const { node, value } of fields.values()) {
    const input = node.isConnected ? null : drawnAgain(node);
    if (input && input.type !== 'checkbox') input.value = value;
  }
  fields.clear();
  if (focused && !focused.node.isConnected) drawnAgain(focused.node)?.focus();
  focused = undefined;
  // a task later: the effects of the same commit (the cookie banner's host's listener) are on
  const pending = taps.splice(0);
  setTimeout(() => tapAgain(pending, Date.now() + TAP_WAIT_MS, location.href));
}

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
 * the person has gone on to another page, nothing more is played.
 */
function tapAgain(pending: Tap[], until: number, at: string): void {
  if (location.href !== at) return;
  const managed = root !== null && reactMark(root, '__reactContainer$');
  const later = pending.filter((tap) => {
    // none while React has not drawn it yet (or the page changed)
    const el = tap.el.isConnected ? tap.el : tap.label && labelled(tap.label)[tap.nth];
    const answers =
      el instanceof HTMLElement &&
      (!managed || reactMark(el, '__reactProps$') || el.hasAttribute(DOCUMENT_BUTTON));
    if (answers) el.click();
    return !answers;
  });
  if (later.length > 0 && Date.now() < until) setTimeout(() => tapAgain(later, until, at), 50);
}
