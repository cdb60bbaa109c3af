import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalDate } from './local-date.tsx';

// 18:30 UTC on 30 November is already 1 December east of UTC+5:30 and in Tokyo (03:30).
const AT = '2026-11-30T18:30:00.000Z';

describe('LocalDate', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo'; // Node reads the zone again on assignment
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    document.body.innerHTML = '';
  });

  it('is drawn in UTC on the server, so the text does not depend on where the server runs', () => {
    expect(new Date(AT).getDate()).toBe(1); // the zone took
    expect(renderToString(<LocalDate iso={AT} />)).toBe('November 30, 2026');
    expect(renderToString(<LocalDate iso={AT} short />)).toBe('Nov 30, 2026');
  });

  it("hydrates a server's text without a mismatch, then shows the visitor's own day", async () => {
    process.env.TZ = 'America/Los_Angeles'; // the server's zone
    const html = renderToString(<LocalDate iso={AT} />);
    process.env.TZ = 'Asia/Tokyo'; // the visitor's
    const el = document.createElement('p');
    el.innerHTML = html;
    document.body.append(el);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(el, <LocalDate iso={AT} />, { onRecoverableError: errors });
      await Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    expect(el.textContent).toBe('December 1, 2026');
  });
});
