import type { CurrentUser } from '@inklore/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import VerifyEmailPage from './verify-email.tsx';

type Answer = { status: number; body?: unknown };

/** The server, one answer per path (or a function of what was sent); records the paths called. */
function server(routes: Record<string, Answer | ((sent: string[]) => Answer)>) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(href, 'http://localhost').pathname;
      sent.push(path);
      const entry = routes[path];
      const answer = (typeof entry === 'function' ? entry(sent) : entry) ?? {
        status: 404,
        body: {},
      };
      return Promise.resolve(
        new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
          status: answer.status,
        }),
      );
    }),
  );
  return sent;
}

/** In strict mode, as in development: the page's effects run twice. */
function show(at: string) {
  window.history.replaceState(null, '', at);
  return render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <VerifyEmailPage />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const ada: CurrentUser = {
  id: 1,
  username: 'ada',
  email: 'ada@example.org',
  role: 'user',
  emailVerified: true,
  displayName: null,
  firstName: null,
  lastName: null,
  bio: null,
  profileImageUrl: null,
  customProfileImage: null,
  totpEnabled: false,
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  standing: { restriction: null, reason: null, since: null, appeal: null },
  votesCountFrom: '2026-01-02T00:00:00.000Z',
  showInkColors: false,
  locale: null,
};

const signedOut = { status: 401, body: { message: 'You are not signed in.' } };

beforeEach(() => setCsrfToken('t'));
afterEach(() => vi.unstubAllGlobals());

describe('the verify-email page', () => {
  it('posts the token once, even when its effects run twice', async () => {
    const sent = server({
      '/api/auth/user': signedOut,
      '/api/auth/verify-email': { status: 200, body: { signedIn: false } },
    });
    show('/verify-email?token=once-only');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified' })).toBeTruthy();
    expect(sent.filter((p) => p === '/api/auth/verify-email')).toHaveLength(1);
    // a two-factor account is verified but not signed in by the link
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you: your email address is verified. Sign in to comment on inks.',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('lands signed in: the link signs in, and the page asks who is signed in again', async () => {
    const sent = server({
      // signed out until the link's call has set the session
      '/api/auth/user': (sent) =>
        sent.includes('/api/auth/verify-email') ? { status: 200, body: ada } : signedOut,
      '/api/auth/verify-email': { status: 200, body: { signedIn: true } },
    });
    show('/verify-email?token=signs-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('and you are signed in');
    // never a stale "Sign In" once verified
    expect(screen.getByRole('link', { name: 'Your profile' })).toBeTruthy();
    expect(sent.at(-1)).toBe('/api/auth/user');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it("says why a link is not valid, in the server's words", async () => {
    server({
      '/api/auth/user': signedOut,
      '/api/auth/verify-email': {
        status: 400,
        body: { message: 'This link has expired or was used already.', code: 'invalid_token' },
      },
    });
    show('/verify-email?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Not Valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link has expired or was used already.',
    );
  });

  it('falls back to its own words when the server fails', async () => {
    server({ '/api/auth/user': signedOut, '/api/auth/verify-email': { status: 500 } });
    show('/verify-email?token=broken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Not Valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your email address could not be verified. Please try again.',
    );
  });
});
