import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '#src/lib/current-user.ts';
import { PaletteSection } from '#src/features/users/components/overview-sections.tsx';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { fakeServer, member, show } from '#test/console-kit.tsx';
import { PaletteSettingCard } from './palette-card.tsx';

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe("'Show my ink colours on my profile' (ADR 039)", () => {
  it('is off by default and saved as soon as it is ticked', async () => {
    const me = member('user');
    const sent = fakeServer({
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

  it('says what went wrong when the server refuses', async () => {
    const me = member('user', { showInkColors: true });
    fakeServer({
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

describe('the public palette', () => {
  it('speaks of the inks a member shares, and tells only the member where the setting is', () => {
    show(
      <>
        <PaletteSection name="Grace" palette={['#112233', '#445566']} />
        <PaletteSection name="Ada" palette={[]} own={{ showInkColors: false }} />
      </>,
      { user: null },
    );
    const [theirs, mine] = screen.getAllByRole('region', { name: 'Palette' });
    if (!theirs || !mine) throw new Error('two palettes expected');
    expect(
      within(theirs).getByText('The colours of the 2 inks Grace shares, by hue.'),
    ).toBeTruthy();
    expect(within(theirs).queryByText(/Only you see this note/)).toBeNull();
    expect(within(mine).getByText('Ada has not shared any ink colours yet.')).toBeTruthy();
    expect(
      within(mine)
        .getByRole('link', { name: 'Show my ink colours on my profile' })
        .getAttribute('href'),
    ).toBe('/profile#palette-setting');
    expect(mine.textContent).toContain(
      'Every ink you own is added when Show my ink colours on my profile is on.',
    );
  });
});
