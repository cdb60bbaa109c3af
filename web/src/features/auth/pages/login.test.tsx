import type { CurrentUser } from '@inklore/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import LoginPage from './login.tsx';

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
  totpEnabled: true,
  hasPassword: true,
  showInkColors: false,
  locale: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  standing: { restriction: null, reason: null, since: null, appeal: null },
  votesCountFrom: '2026-01-02T00:00:00.000Z',
};

function show(at = '/login') {
  window.history.replaceState(null, '', at);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <LoginPage />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => setCsrfToken('t'));
afterEach(() => vi.unstubAllGlobals());

const signedOut = {
  status: 401,
  body: { message: 'You are not signed in.', code: 'unauthorized' },
};
const providers = { status: 200, body: [{ id: 'local', label: 'Local ID' }] };

describe('the sign-in page', () => {
  it('checks the fields before sending anything', async () => {
    const sent = answerBy({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/oidc/providers': providers,
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter your email or username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email or username'));
    expect(sent.some((s) => s.path === '/api/auth/login')).toBe(false);
  });

  it('offers each provider as a full-page link to its start address', async () => {
    answerBy({ 'GET /api/auth/user': signedOut, 'GET /api/auth/oidc/providers': providers });
    show();
    const link = await screen.findByRole('link', { name: 'Continue with Local ID' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/local/start');
  });

  it('asks for the two-factor code after the password, then goes where ?next= says', async () => {
    const sent = answerBy({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/oidc/providers': providers,
      'POST /api/auth/login': { status: 200, body: { totpRequired: true } },
      'POST /api/auth/login/totp': [
        {
          status: 400,
          body: {
            message: 'That code is not right. 4 tries left.',
            code: 'validation_failed',
            fields: { code: 'That code is not right. 4 tries left.' },
          },
        },
        { status: 200, body: ada },
      ],
    });
    show('/login?next=%2Fprofile');
    await userEvent.type(await screen.findByLabelText('Email or username'), ' ada ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-Factor Sign-In' }),
    ).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/auth/login')?.body).toEqual({
      login: 'ada',
      password: 'correct horse',
    });

    await userEvent.type(screen.getByLabelText('Code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });

  it('starts over with the reason when the pending sign-in has expired', async () => {
    answerBy({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/oidc/providers': providers,
      'POST /api/auth/login': { status: 200, body: { totpRequired: true } },
      'POST /api/auth/login/totp': {
        status: 401,
        body: { message: 'Your sign-in has expired. Please sign in again.', code: 'unauthorized' },
      },
    });
    show();
    await userEvent.type(await screen.findByLabelText('Email or username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Your sign-in has expired. Please sign in again.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
  });

  it('sends a reset link and says it is on its way, whether or not the account exists', async () => {
    const sent = answerBy({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/oidc/providers': providers,
      'POST /api/auth/forgot-password': { status: 204 },
    });
    show();
    await userEvent.type(await screen.findByLabelText('Email or username'), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const email = screen.getByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe('ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a link to reset your password is on its way/)).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'ada@example.org',
    });
  });
});
