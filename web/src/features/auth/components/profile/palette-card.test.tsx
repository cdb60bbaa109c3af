import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '#src/lib/current-user.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { PaletteSettingCard } from './palette-card.tsx';

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe("'Show my ink colours on my profile' (ADR 039)", () => {
  it('is off by default and saved as soon as it is ticked', async () => {
    const me = member('user');
    const sent = answerBy({
      'PATCH /api/auth/user': { status: 200, body: { ...me, showInkColors: true } },
    });
    const { qc } = show(<PaletteSettingCard user={me} />, { user: me, at: '/profile' });
    const box = screen.getByRole('checkbox', { name: 'Show my ink colours on my profile' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('palette-setting-hint');
    await userEvent.click(box);
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({ showInkColors: true });
    await waitFor(() =>
      expect(qc.getQueryData<{ showInkColors: boolean }>(CURRENT_USER_KEY)?.showInkColors).toBe(
        true,
      ),
    );
    expect(
      screen.getByRole('link', { name: 'See your palette as others do' }).getAttribute('href'),
    ).toBe('/user/ada#palette');
  });

  it('shows the tick in the same event, not a task later (it never flicks back)', async () => {
    const me = member('user');
    const sent = answerBy({
      'PATCH /api/auth/user': { status: 200, body: { ...me, showInkColors: true } },
    });
    show(<PaletteSettingCard user={me} />, { user: me, at: '/profile' });
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Show my ink colours on my profile',
    });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
  });

  it('says what went wrong when the server refuses', async () => {
    const me = member('user', { showInkColors: true });
    answerBy({
      'PATCH /api/auth/user': {
        status: 400,
        body: {
          message: 'Choose whether to show your ink colours: true or false.',
          code: 'validation_failed',
        },
      },
    });
    show(<PaletteSettingCard user={me} />, { user: me, at: '/profile' });
    const box = screen.getByRole('checkbox', { name: 'Show my ink colours on my profile' });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose whether to show your ink colours: true or false.',
    );
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});
