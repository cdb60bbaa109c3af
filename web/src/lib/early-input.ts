// What a person did to the page before it was live (ADR 062). The server (or a page shell)
// draws the page before the app's code arrives: a search can be typed, a filter ticked, a
// button tapped in that time. main.tsx notes the fields just before React takes the page
// over; the components that drew them take the values over once live (in an effect, so their
// first render still matches the HTML); the taps the first-paint script noted
// (page-shells/start-app.ts) are played again once the page answers them.

import { labelled, labelOf, type Tap } from './early-buttons.ts';

/** The attribute that names an input whose early value is taken over. */
export const EARLY_FIELD = 'data-early';

type Field = { node: HTMLInputElement; value: string; checked: boolean };

let root: HTMLElement | null = null;
let fields = new Map<string, Field>();
let focused: Field | undefined;
/** The buttons tapped before now, played again once live (early-taps.ts). */
let taps: Tap[] = [];

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
    return { el: b, label, nth: labelled(root, label).indexOf(b) };
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
  // The replay (early-taps.ts) is code of its own, loaded only when something was tapped
  // early: most first visits tap nothing before the page is live (ADR 082). The address is
  // this one's, so nothing is played once the person has gone on meanwhile.
  const pending = taps.splice(0);
  if (pending.length === 0) return;
  const at = location.href;
  void import('./early-taps.ts').then((m) => m.tapAgain(pending, root, at));
}
