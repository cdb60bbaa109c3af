import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { pageLoad } from '#src/lib/page-load.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { LanguageCard } from './language-card.tsx';

// ADR 079: the member's language, saved on the account, then the profile loaded in it.
let assigned: string[];
beforeEach(() => {
  setCsrfToken('t');
  assigned = [];
  vi.spyOn(pageLoad, 'to').mockImplementation((url: string) => {
    assigned.push(url);
  });
});
afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the profile's language card", () => {
  it('shows the saved choice, saves another and loads the profile in it', async () => {
    const me = member('user');
    const sent = answerBy({
      'PATCH /api/auth/user': { status: 200, body: { ...me, locale: 'de' } },
    });
    show(<LanguageCard user={me} />, { user: me, at: '/profile' });
    const group = screen.getByRole('group', { name: 'Your language' });
    expect(group.getAttribute('aria-describedby')).toBe('language-setting-hint');
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: "The browser's language" }).checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(assigned).toEqual(['/de/profile']));
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({ locale: 'de' });
  });

  it("gives the choice back to the browser, at the profile's English address", async () => {
    const me = member('user', { locale: 'ja' });
    const sent = answerBy({
      'PATCH /api/auth/user': { status: 200, body: { ...me, locale: null } },
    });
    show(<LanguageCard user={me} />, { user: me, at: '/profile' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '日本語' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: "The browser's language" }));
    await waitFor(() => expect(assigned).toEqual(['/profile']));
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({ locale: null });
  });

  it('keeps the saved choice and says why when the server refuses', async () => {
    const me = member('user', { locale: 'en' });
    answerBy({
      'PATCH /api/auth/user': {
        status: 409,
        body: {
          code: 'conflict',
          message: 'Your account changed meanwhile. Try again in a minute.',
        },
      },
    });
    show(<LanguageCard user={me} />, { user: me, at: '/profile' });
    await userEvent.click(screen.getByRole('radio', { name: '日本語' }));
    expect(await screen.findByText(/Try again in a minute/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);
    expect(assigned).toEqual([]);
  });
});
