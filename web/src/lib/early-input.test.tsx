import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_BUTTON } from './early-buttons.ts';
import type * as EarlyInputModule from './early-input.ts';

// The module keeps what it noted (and whether the page is live) for the visit: a fresh copy
// for each test.
type EarlyInput = typeof EarlyInputModule;
let early: EarlyInput;

beforeEach(async () => {
  vi.resetModules();
  early = await import('./early-input.ts');
  document.body.innerHTML = '';
});

afterEach(() => {
  window.__inkloreTaps = undefined;
});

function root(html: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = html;
  document.body.appendChild(el);
  return el;
}

function input(el: HTMLElement, key: string): HTMLInputElement {
  const found = el.querySelector(`[data-early="${key}"]`);
  if (!(found instanceof HTMLInputElement)) throw new Error(`no field ${key}`);
  return found;
}

describe('early fields', () => {
  it('gives what the person changed, once, and nothing for a field left as drawn', () => {
    const el = root(
      '<input data-early="search" value=""><input data-early="other" value="kept">' +
        '<input type="checkbox" data-early="color=Blue">',
    );
    input(el, 'search').value = 'kon';
    input(el, 'color=Blue').checked = true;
    early.captureEarlyInput(el);
    expect(early.takeEarly('search')).toMatchObject({ value: 'kon' });
    expect(early.takeEarly('search')).toBeNull();
    expect(early.takeEarly('other')).toBeNull();
    expect(early.takeEarly('color=Blue')).toMatchObject({ checked: true });
    expect(early.takeEarly('nothing')).toBeNull();
  });

  it('reads a field React kept (hydrated) as it is now: typing may go on meanwhile', () => {
    const el = root('<input data-early="search" value="">');
    input(el, 'search').value = 'kon';
    early.captureEarlyInput(el);
    input(el, 'search').value = 'kon-peki';
    expect(early.takeEarly('search')?.value).toBe('kon-peki');
  });

  it('keeps what was noted when React drew the field afresh, and puts the focus back', () => {
    const el = root('<input data-early="search" value=""><input data-early="header" value="">');
    const old = input(el, 'search');
    input(el, 'header').value = 'diamine';
    old.focus();
    old.value = 'kon-peki';
    early.captureEarlyInput(el);
    el.innerHTML = '<input data-early="search" value=""><input data-early="header" value="">';
    expect(early.takeEarly('search')?.value).toBe('kon-peki');
    early.goLive();
    // the one no component took is filled again; the focus is back where it was
    expect(input(el, 'header').value).toBe('diamine');
    expect(document.activeElement).toBe(input(el, 'search'));
  });

  it('leaves a hydrated field alone when going live (it never lost its text or focus)', () => {
    const el = root('<input data-early="header" value=""><button>elsewhere</button>');
    const box = input(el, 'header');
    box.focus();
    box.value = 'kon';
    early.captureEarlyInput(el);
    el.querySelector('button')?.focus(); // the person moved on meanwhile
    early.goLive();
    expect(box.value).toBe('kon');
    expect(document.activeElement).toBe(el.querySelector('button'));
  });
});

describe('going live', () => {
  it('runs what waits for it when the page goes live, and at once afterwards', () => {
    const seen: string[] = [];
    early.onLive(() => seen.push('before'));
    const stop = early.onLive(() => seen.push('unsubscribed'));
    stop();
    expect(seen).toEqual([]);
    early.goLive();
    expect(seen).toEqual(['before']);
    early.onLive(() => seen.push('after'));
    expect(seen).toEqual(['before', 'after']);
  });

  /** A button under `el` whose clicks are counted, noted as tapped early. */
  function tapped(el: HTMLElement, nth = 0) {
    const button = el.querySelectorAll('button')[nth];
    if (!button) throw new Error('no button');
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    window.__inkloreTaps = [...(window.__inkloreTaps ?? []), button];
    return { button, clicks };
  }
  const managed = (el: HTMLElement) => Object.assign(el, { __reactContainer$test: {} });
  const hydrated = (button: Element) => Object.assign(button, { __reactProps$test: {} });

  it('taps the buttons tapped early again once the page is live, once', async () => {
    vi.useFakeTimers();
    const el = root('<button type="button">Share</button>');
    const { clicks } = tapped(el);
    early.captureEarlyInput(el);
    expect(window.__inkloreTaps).toBeUndefined(); // the first-paint script stops noting
    expect(clicks).not.toHaveBeenCalled();
    early.goLive();
    await vi.dynamicImportSettled(); // the replay's code (early-taps.ts)
    expect(clicks).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0); // a task later: the effects of the same commit have run
    expect(clicks).toHaveBeenCalledTimes(1);
    early.goLive();
    vi.advanceTimersByTime(60_000);
    expect(clicks).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('waits, in a page React manages, until the tapped button is hydrated', async () => {
    vi.useFakeTimers();
    const el = managed(root('<button type="button">Add to compare</button>'));
    const { button, clicks } = tapped(el);
    early.captureEarlyInput(el);
    early.goLive();
    await vi.dynamicImportSettled(); // the replay's code (early-taps.ts)
    vi.advanceTimersByTime(500);
    // its part of the page is not hydrated yet: React would drop the click
    expect(clicks).not.toHaveBeenCalled();
    hydrated(button);
    vi.advanceTimersByTime(50);
    expect(clicks).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(clicks).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('waits half a minute for a button whose code is slow to come, then drops the tap', async () => {
    vi.useFakeTimers();
    const el = managed(
      root('<button type="button">Add to compare</button><button type="button">Share</button>'),
    );
    const slow = tapped(el, 0);
    const never = tapped(el, 1);
    early.captureEarlyInput(el);
    early.goLive();
    await vi.dynamicImportSettled(); // the replay's code (early-taps.ts)
    vi.advanceTimersByTime(20_000); // a phone on a slow network still fetching the page's code
    expect(slow.clicks).not.toHaveBeenCalled();
    hydrated(slow.button);
    vi.advanceTimersByTime(50);
    expect(slow.clicks).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_100);
    hydrated(never.button); // too late: React would have dropped it long before
    vi.advanceTimersByTime(60_000);
    expect(never.clicks).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('plays a button answered for the whole document without waiting for its part', async () => {
    vi.useFakeTimers();
    const el = managed(
      root(`<button type="button" ${DOCUMENT_BUTTON}="cookie-settings">Cookie settings</button>`),
    );
    const { clicks } = tapped(el);
    early.captureEarlyInput(el);
    early.goLive();
    await vi.dynamicImportSettled(); // the replay's code (early-taps.ts)
    vi.advanceTimersByTime(0);
    expect(clicks).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('finds a tapped button React drew afresh by its label, and no other', async () => {
    vi.useFakeTimers();
    const drawn =
      '<p>Kon-peki</p><div><button type="button" aria-label="Compare Kon-peki">Compare</button></div>';
    const el = managed(root(`<div>${drawn}</div><div><button type="button">Share</button></div>`));
    tapped(el, 0);
    tapped(el, 1);
    early.captureEarlyInput(el);
    // React gives up hydrating and draws afresh: the same buttons, other elements, the second
    // one a different button by now
    el.innerHTML = `<div>${drawn}</div><div><button type="button">Copy link</button></div>`;
    const [again, other] = el.querySelectorAll('button');
    if (!again || !other) throw new Error('no buttons');
    const clicks = vi.fn();
    const wrong = vi.fn();
    again.addEventListener('click', clicks);
    other.addEventListener('click', wrong);
    early.goLive();
    await vi.dynamicImportSettled(); // the replay's code (early-taps.ts)
    vi.advanceTimersByTime(200);
    expect(clicks).not.toHaveBeenCalled(); // not drawn by React yet (no props)
    hydrated(again);
    hydrated(other);
    vi.advanceTimersByTime(50);
    expect(clicks).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(wrong).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('plays nothing more once the person has gone on to another page', async () => {
    vi.useFakeTimers();
    const el = managed(root('<button type="button">Share</button>'));
    const { button, clicks } = tapped(el);
    early.captureEarlyInput(el);
    early.goLive();
    await vi.dynamicImportSettled(); // the replay's code (early-taps.ts)
    vi.advanceTimersByTime(100);
    const here = window.location.href;
    window.history.pushState(null, '', '/somewhere-else');
    hydrated(button);
    vi.advanceTimersByTime(60_000);
    expect(clicks).not.toHaveBeenCalled();
    window.history.replaceState(null, '', here);
    vi.useRealTimers();
  });

  it('skips a tapped button that is gone from the page', async () => {
    vi.useFakeTimers();
    const el = root('<button type="button">Share</button>');
    const { clicks } = tapped(el);
    early.captureEarlyInput(el);
    el.innerHTML = '';
    early.goLive();
    await vi.dynamicImportSettled(); // the replay's code (early-taps.ts)
    vi.advanceTimersByTime(60_000);
    expect(clicks).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('hydrating over early typing', () => {
  /** A controlled box as the app draws one: empty at first, taking over once live. */
  function Box({ onValue }: { onValue: (v: string) => void }) {
    const [value, setValue] = useState('');
    useEffect(
      () =>
        early.onLive(() => {
          const typed = early.takeEarly('box');
          if (!typed) return;
          setValue(typed.value);
        }),
      [],
    );
    useEffect(() => {
      onValue(value);
    }, [value, onValue]);
    return (
      <input
        data-early="box"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className={value ? 'full' : 'empty'}
      />
    );
  }

  it('hydrates without a mismatch, then holds the typed text with the focus kept', async () => {
    const values: string[] = [];
    const onValue = (v: string) => {
      values.push(v);
    };
    const el = root(renderToString(<Box onValue={onValue} />));
    const box = input(el, 'box');
    box.focus();
    box.value = 'kon-peki';
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    early.captureEarlyInput(el);
    await act(async () => {
      hydrateRoot(el, <Box onValue={onValue} />, {
        onRecoverableError: (e) => console.error(e),
      });
      await Promise.resolve();
    });
    await act(async () => {
      early.goLive();
      await Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(input(el, 'box')).toBe(box); // hydrated: the same element
    expect(box.value).toBe('kon-peki');
    expect(box.className).toBe('full');
    expect(values.at(-1)).toBe('kon-peki');
    expect(document.activeElement).toBe(box);
  });
});
