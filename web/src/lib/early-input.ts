// What a person did to the page before it was live (ADR 062). The server (or a page shell)
// draws the page before the app's code arrives: a search can be typed, a filter ticked, a
// button tapped in that time. main.tsx notes the fields, just before React takes the page
// over; the components that drew them take the values over once they are live (an effect, so
// their first render still matches the HTML); and the taps the first-paint script noted
// (page-shells/start-app.ts) are played again once the page is live.

/** The attribute that names a field whose early value is taken over. */
export const EARLY_FIELD = 'data-early';

type Field = {
  node: HTMLInputElement | HTMLSelectElement;
  value: string;
  checked: boolean;
  /** As drawn: a change from these is the person's. */
  defaultValue: string;
  defaultChecked: boolean;
  focused: boolean;
  selection: [number, number] | null;
};

let fields = new Map<string, Field>();
let taps: Element[] = [];

declare global {
  interface Window {
    /** Buttons tapped before the app took over, noted by page-shells/start-app.ts. */
    __inkloreTaps?: Element[];
  }
}

function isFormField(el: Element): el is HTMLInputElement | HTMLSelectElement {
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement;
}

function selectionOf(el: HTMLInputElement | HTMLSelectElement): [number, number] | null {
  if (!(el instanceof HTMLInputElement)) return null;
  try {
    return el.selectionStart === null
      ? null
      : [el.selectionStart, el.selectionEnd ?? el.selectionStart];
  } catch {
    return null; // a checkbox has no caret
  }
}

function defaultOf(el: HTMLInputElement | HTMLSelectElement): string {
  if (el instanceof HTMLInputElement) return el.defaultValue;
  const chosen = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
  return chosen?.value ?? '';
}

/** main.tsx, before React hydrates or draws over `root`: notes the fields marked as early ones. */
export function captureEarlyInput(root: HTMLElement): void {
  // from here on React answers taps itself
  taps = window.__inkloreTaps ?? [];
  window.__inkloreTaps = undefined;
  fields = new Map();
  const active = document.activeElement;
  for (const el of root.querySelectorAll(`[${EARLY_FIELD}]`)) {
    const key = el.getAttribute(EARLY_FIELD);
    if (!key || !isFormField(el) || fields.has(key)) continue;
    fields.set(key, {
      node: el,
      value: el.value,
      checked: el instanceof HTMLInputElement && el.checked,
      defaultValue: defaultOf(el),
      defaultChecked: el instanceof HTMLInputElement && el.defaultChecked,
      focused: el === active,
      selection: el === active ? selectionOf(el) : null,
    });
  }
}

export type EarlyValue = {
  value: string;
  checked: boolean;
  /**
   * Puts the focus back in `node`, the caret where it was, when the person was in this field
   * and React drew it afresh (a hydrated field never lost it).
   */
  refocus: (node: HTMLInputElement | null) => void;
};

/**
 * What the person left in the field drawn with `data-early={key}` before the page was live,
 * or null when they left it as drawn. Taken once. A field React hydrated is the same element
 * (its value read now: typing may have gone on meanwhile); one React drew afresh is not, and
 * what was noted before applies.
 */
export function takeEarly(key: string): EarlyValue | null {
  const field = fields.get(key);
  if (!field) return null;
  fields.delete(key);
  const { node } = field;
  const live = node.isConnected;
  const value = live ? node.value : field.value;
  const checked = live ? node instanceof HTMLInputElement && node.checked : field.checked;
  if (value === field.defaultValue && checked === field.defaultChecked) return null;
  const refocus = (into: HTMLInputElement | null) => {
    if (!field.focused || !into || into === node || document.activeElement === into) return;
    // the value React is about to give it, so the caret has somewhere to go
    if (into.type !== 'checkbox') into.value = value;
    into.focus({ preventScroll: true });
    const caret = field.selection;
    if (!caret) return;
    try {
      into.setSelectionRange(caret[0], caret[1]);
    } catch {
      // a field with no caret
    }
  };
  return { value, checked, refocus };
}

let live = false;
const waiting = new Set<() => void>();

/**
 * Calls `take` when the page goes live (at once if it is): the moment a component takes over
 * its early fields (takeEarly) and sets its state from them. After the first render, so that
 * render still matches the HTML it hydrates. Returns the unsubscribe, for an effect.
 */
export function onLive(take: () => void): () => void {
  if (live) {
    take();
    return () => undefined;
  }
  waiting.add(take);
  return () => waiting.delete(take);
}

const liveParts = new Set<'frame' | 'page'>();

/**
 * Layout ('frame') and the current page ('page') as each goes live. React hydrates the page
 * after the frame (a Suspense boundary is hydrated in a pass of its own), so: the fields are
 * taken over at the first call, and fields drawn later take theirs as their effects subscribe;
 * the buttons the person tapped before (Share, Add to compare, Filters, Cookie settings...)
 * are tapped again once both are live, as they answer then (React drops a click on a part it
 * has not hydrated). A button React drew afresh is another element, and its tap is lost (ADR
 * 062 says where that can happen).
 */
export function goLive(part: 'frame' | 'page'): void {
  liveParts.add(part);
  live = true;
  for (const take of [...waiting]) take();
  waiting.clear();
  if (liveParts.size < 2) return;
  const list = taps;
  taps = [];
  for (const el of list) if (el.isConnected && el instanceof HTMLElement) el.click();
}
