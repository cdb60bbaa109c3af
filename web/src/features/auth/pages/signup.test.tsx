import { SIGNUP_ACCEPTED } from '@inklore/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import { CURRENT_USER_KEY } from '#src/lib/current-user.ts';
import { answerBy } from '#test/fetch-kit.ts';
import SignupPage from './signup.tsx';

function show(qc: QueryClient = createQueryClient()) {
  window.history.replaceState(null, '', '/signup');
  return render(
    <QueryClientProvider client={qc}>
      <BrowserRouter>
        <SignupPage />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const signedOut = {
  status: 401,
  body: { message: 'You are not signed in.', code: 'unauthorized' },
};
const accepted = { status: 202, body: { message: SIGNUP_ACCEPTED } };
const noProviders = { status: 200, body: [] };

async function fillIn(email = 'ada@example.org') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Username'), 'ada_inks');
  await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => setCsrfToken('t'));
afterEach(() => vi.unstubAllGlobals());

describe('the sign-up page', () => {
  it('says to check the email and what to do, and signs nobody in', async () => {
    const sent = answerBy({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/oidc/providers': noProviders,
      'POST /api/auth/signup': accepted,
    });
    const qc = createQueryClient();
    show(qc);
    await fillIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/auth/signup')?.body).toEqual({
      email: 'ada@example.org',
      username: 'ada_inks',
      password: 'a long enough password',
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('We sent a mail to ada@example.org.');
    expect(status.textContent).toContain('Open the link in it to confirm your address');
    expect(status.textContent).toContain('it signs you in');
    expect(status.textContent).toContain('already has an account');
    // what to do when no mail arrives: wait and look in spam, sign in and resend, fix the address
    const noMail = screen.getByRole('region', { name: 'No mail?' });
    expect(within(noMail).getByText(/spam or junk/)).toBeTruthy();
    expect(within(noMail).getByText(/Resend verification email/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fprofile',
    );
    // nobody is signed in: the link in the mail does that
    expect(qc.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('goes back to the form, as filled in, for another address', async () => {
    answerBy({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/oidc/providers': noProviders,
      'POST /api/auth/signup': accepted,
    });
    show();
    await fillIn('typo@example.orgg');
    await userEvent.click(await screen.findByRole('button', { name: 'Use another address' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Join Community' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('typo@example.orgg');
  });

  it("puts a taken username's answer on its field", async () => {
    answerBy({
      'GET /api/auth/user': signedOut,
      'GET /api/auth/oidc/providers': noProviders,
      'POST /api/auth/signup': {
        status: 409,
        body: {
          message: 'This username is taken. Try another.',
          code: 'conflict',
          fields: { username: 'This username is taken. Try another.' },
        },
      },
    });
    show();
    await fillIn();
    expect(await screen.findByText('This username is taken. Try another.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { level: 1, name: 'Check Your Email' })).toBeNull();
  });
});
