import type { Relation } from '@inklore/contract';
import { useQuery } from '@tanstack/react-query';
import { VERIFY_TO } from '@inklore/contract/trust/trust.rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { api, setCsrfToken } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { FollowButton, FollowCountsLine } from './follow-member.tsx';

beforeEach(() => setCsrfToken('tok'));

/** As the profile composes it: our relation (the members feature's call) gives `following`. */
function WithRelation() {
  const relation = useQuery({
    queryKey: sharedKeys.members.relation('grace'),
    queryFn: () => api.get<Relation>('/api/auth/relations/grace'),
  });
  return (
    <>
      <FollowCountsLine username="grace" />
      <FollowButton username="grace" name="Grace" following={relation.data?.following} />
    </>
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('follow counts', () => {
  it('are public and said in words', async () => {
    answerBy({
      'GET /api/users/grace/follow-counts': { status: 200, body: { followers: 1, following: 12 } },
    });
    renderWith(<FollowCountsLine username="grace" />, null);
    expect((await screen.findByTestId('follow-counts')).textContent).toBe(
      '1 follower · 12 following',
    );
  });
});

describe('Follow / Following', () => {
  it('follows, then unfollows; our relation and the counts are asked again each time', async () => {
    let following = false;
    const sent = answerBy({
      'GET /api/auth/relations/grace': () => ({
        status: 200,
        body: { following, followsMe: false, blocked: false },
      }),
      'GET /api/users/grace/follow-counts': () => ({
        status: 200,
        body: { followers: following ? 1 : 0, following: 0 },
      }),
      'PUT /api/auth/follows/members/grace': () => {
        following = true;
        return { status: 204 };
      },
      'DELETE /api/auth/follows/members/grace': () => {
        following = false;
        return { status: 204 };
      },
    });
    renderWith(<WithRelation />, member());
    const follow = await screen.findByRole('button', { name: 'Follow', pressed: false });
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false));
    expect((await screen.findByTestId('follow-counts')).textContent).toBe(
      '0 followers · 0 following',
    );
    await userEvent.click(follow);
    const unfollow = await screen.findByRole('button', { name: 'Following', pressed: true });
    expect(unfollow.getAttribute('title')).toBe('Unfollow Grace');
    await waitFor(() =>
      expect(screen.getByTestId('follow-counts').textContent).toBe('1 follower · 0 following'),
    );
    await userEvent.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Follow', pressed: false })).toBeTruthy();
    expect(sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path}`)).toEqual([
      'PUT /api/auth/follows/members/grace',
      'DELETE /api/auth/follows/members/grace',
    ]);
  });

  it('waits for our relation before it can be pressed', () => {
    answerBy({});
    renderWith(<FollowButton username="grace" name="Grace" following={undefined} />, member());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Follow' }).disabled).toBe(true);
  });

  it('tells an unverified member to verify where the button would be', () => {
    answerBy({});
    renderWith(
      <FollowButton username="grace" name="Grace" following={false} />,
      member('user', { emailVerified: false }),
    );
    expect(screen.getByText(VERIFY_TO.follow, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('is not there for a visitor, nor on my own profile', () => {
    answerBy({});
    renderWith(<FollowButton username="ada" name="Ada" following={false} />, member());
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });

  it('tells a refusal in a toast with the server’s words', async () => {
    answerBy({
      'PUT /api/auth/follows/members/grace': {
        status: 429,
        body: {
          message: 'You followed 100 members today. Try again tomorrow.',
          code: 'rate_limited',
        },
      },
    });
    renderWith(<FollowButton username="grace" name="Grace" following={false} />, member());
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toContain('You followed 100 members today.'),
    );
  });
});
