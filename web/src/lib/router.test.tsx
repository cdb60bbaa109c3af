import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, useLocation, useNavigate } from './router.tsx';

function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>
        {location.pathname} {location.key}
      </p>
      <button type="button" onClick={() => navigate('/next')}>
        next
      </button>
    </>
  );
}

const keyOf = (state: unknown): unknown =>
  typeof state === 'object' && state !== null ? Reflect.get(state, 'key') : undefined;

describe('BrowserRouter: the first entry’s key (ADR 076)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('is not written while the page becomes live, but before the first navigation', () => {
    window.history.replaceState(null, '', '/first');
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    const key = screen.getByText(/^\/first /).textContent.split(' ')[1];
    expect(key).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'next' }).click());
    // the first entry got the key its page was drawn with, then the new entry was pushed
    expect(replace).toHaveBeenCalledTimes(1);
    expect(keyOf(replace.mock.calls[0]?.[0])).toBe(key);
    expect(replace.mock.invocationCallOrder[0]).toBeLessThan(push.mock.invocationCallOrder[0] ?? 0);
    expect(screen.getByText(/^\/next /)).toBeTruthy();
  });

  it('is written by itself soon after, when nobody navigates', async () => {
    window.history.replaceState(null, '', '/quiet');
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    const key = screen.getByText(/^\/quiet /).textContent.split(' ')[1];
    expect(keyOf(window.history.state)).toBeUndefined();
    await waitFor(() => expect(keyOf(window.history.state)).toBe(key), { timeout: 3000 });
  });
});
