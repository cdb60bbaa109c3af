import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { mayDo, TrustNote, trustNotice } from '#src/components/trust-note.tsx';

afterEach(() => vi.unstubAllGlobals());

const limited = member('user', {
  standing: { restriction: 'limited', reason: 'Spam', since: null, appeal: 'open' },
});
const suspended = member('user', {
  standing: { restriction: 'suspended', reason: 'Threats', since: null, appeal: 'open' },
});

describe('where an action meets the trust rules (ADR 041)', () => {
  it('asks an unverified member to verify, in the comment form’s words, with a resend', () => {
    answerBy({});
    const user = member('user', { emailVerified: false });
    show(<TrustNote user={user} action="voteOnImages" />, { user });
    expect(screen.getByText('Please verify your email address to vote on images')).toBeTruthy();
    expect(screen.getByText(user.email)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });

  it('tells a limited member why, and where to appeal; keeps private things open', () => {
    answerBy({});
    show(<TrustNote user={limited} action="shareImages" />, { user: limited });
    expect(screen.getByText(/Your account is limited/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See why, and appeal' }).getAttribute('href')).toBe(
      '/profile#standing',
    );
    expect(mayDo(limited, 'keepInventory')).toBe(true);
    expect(mayDo(limited, 'publishCollections')).toBe(false);
    expect(trustNotice(suspended, 'report')?.title).toBe('Account Suspended');
  });

  it('says nothing to a member who may act, or to a visitor', () => {
    answerBy({});
    const user = member();
    show(
      <div data-testid="box">
        <TrustNote user={user} action="voteOnImages" />
        <TrustNote user={null} action="voteOnImages" />
      </div>,
      { user },
    );
    expect(screen.getByTestId('box').textContent).toBe('');
    expect(trustNotice(user, 'comment')).toBeNull();
  });
});
