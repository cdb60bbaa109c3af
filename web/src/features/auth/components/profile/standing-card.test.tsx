import { RESTRICTION_LIMITS, RESTRICTION_TEXT } from '@inklore/contract/trust/trust.rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { i18n } from '#src/lib/i18n.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { StandingNotice } from '../standing-notice.tsx';
import { STANDING_TEXT, StandingCard } from './standing-card.tsx';

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

/** The card as /profile draws it: from the cached user, so it follows a refetch. */
function Standing() {
  const { data } = useCurrentUser();
  return data ? <StandingCard user={data} /> : null;
}

const limited = member('user', {
  standing: {
    restriction: 'limited',
    reason: 'Links to a shop in every comment.',
    since: '2026-11-20T10:00:00.000Z',
    appeal: 'open',
  },
});

describe("the member's standing on /profile (ADR 041)", () => {
  it('shows nothing to a member in good standing', () => {
    answerBy({});
    show(<Standing />, { user: member('user'), at: '/profile' });
    expect(screen.queryByRole('region', { name: 'Your standing' })).toBeNull();
  });

  it("says what a limit means, the moderators' reason and since when; the member appeals once", async () => {
    const sent = answerBy({
      'POST /api/auth/appeal': { status: 204 },
      'GET /api/auth/user': {
        status: 200,
        body: { ...limited, standing: { ...limited.standing, appeal: 'pending' } },
      },
    });
    // jsdom does not scroll: the card asks to be shown when the address names it
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    show(<Standing />, { user: limited, at: '/profile#standing' });
    const card = screen.getByRole('region', { name: 'Your standing' });
    expect(card.id).toBe('standing');
    expect(scrolled.mock.contexts).toEqual([card]);
    expect(within(card).getByText(RESTRICTION_TEXT.limited)).toBeTruthy();
    expect(within(card).getByText('Links to a shop in every comment.')).toBeTruthy();
    expect(within(card).getByText('November 20, 2026')).toBeTruthy();

    // empty: the contract's words, nothing sent
    const send = within(card).getByRole('button', { name: 'Send Appeal' });
    await userEvent.click(send);
    expect(within(card).getByText('Write your appeal.')).toBeTruthy();
    const box = within(card).getByLabelText('Your appeal');
    expect(document.activeElement).toBe(box);
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    // the counter follows the text
    await userEvent.type(box, 'I posted my own shop once. ');
    expect(within(card).getByText(`27/${RESTRICTION_LIMITS.appealMax} characters`)).toBeTruthy();
    await userEvent.click(send);
    await waitFor(() => expect(within(card).getByText(i18n._(STANDING_TEXT.pending))).toBeTruthy());
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      text: 'I posted my own shop once.',
    });
    expect(within(card).queryByLabelText('Your appeal')).toBeNull();
    expect(screen.getByTestId('toast').textContent).toBe(
      'Appeal sent / The moderators will read your appeal.',
    );
  });

  it('counts past the limit and refuses it before sending', async () => {
    const sent = answerBy({});
    show(<Standing />, { user: limited, at: '/profile' });
    const box = screen.getByLabelText('Your appeal');
    fireEvent.change(box, { target: { value: 'x'.repeat(RESTRICTION_LIMITS.appealMax + 1) } });
    expect(
      screen.getByText(
        `${RESTRICTION_LIMITS.appealMax + 1}/${RESTRICTION_LIMITS.appealMax} characters`,
      ),
    ).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Send Appeal' }));
    expect(
      screen.getByText(`Keep your appeal to ${RESTRICTION_LIMITS.appealMax} characters.`),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal in the form", async () => {
    answerBy({
      'POST /api/auth/appeal': {
        status: 409,
        body: {
          message: 'You have appealed already: the moderators read each appeal once.',
          code: 'conflict',
        },
      },
    });
    show(<Standing />, { user: limited, at: '/profile' });
    await userEvent.type(screen.getByLabelText('Your appeal'), 'Please.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Appeal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have appealed already: the moderators read each appeal once.',
    );
  });

  it('says a suspension, an appeal waiting and an appeal read', () => {
    answerBy({});
    const suspended = (appeal: 'pending' | 'upheld') =>
      member('user', {
        standing: {
          restriction: 'suspended',
          reason: 'Spam.',
          since: '2026-11-20T10:00:00.000Z',
          appeal,
        },
      });
    show(<Standing />, { user: suspended('pending'), at: '/profile' });
    expect(screen.getByText(RESTRICTION_TEXT.suspended)).toBeTruthy();
    expect(screen.getByText(i18n._(STANDING_TEXT.pending)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Send Appeal' })).toBeNull();
    cleanup();
    show(<Standing />, { user: suspended('upheld'), at: '/profile' });
    expect(screen.getByText(i18n._(STANDING_TEXT.upheld))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Appeal' })).toBeNull();
  });
});

describe('the notice under the header (ADR 041)', () => {
  it('tells a restricted member, and leads to the reason and the appeal', () => {
    answerBy({});
    show(<StandingNotice />, { user: limited, at: '/browse' });
    const notice = screen.getByRole('region', { name: 'Account standing' });
    expect(notice.textContent).toContain('Your account is limited');
    expect(
      within(notice).getByRole('link', { name: 'See why, and appeal' }).getAttribute('href'),
    ).toBe('/profile#standing');
  });

  it('is not shown to a member in good standing, nor on /profile itself', () => {
    answerBy({});
    show(<StandingNotice />, { user: member('user'), at: '/browse' });
    expect(screen.queryByRole('region', { name: 'Account standing' })).toBeNull();
    cleanup();
    show(<StandingNotice />, { user: limited, at: '/profile' });
    expect(screen.queryByRole('region', { name: 'Account standing' })).toBeNull();
  });
});
