import { VERIFY_TO } from '@inklore/contract/trust/trust.rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import FollowBrand from './follow-brand.tsx';

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

function serve(brands: string[]) {
  return answerBy({
    'GET /api/auth/follows': () => ({
      status: 200,
      body: { members: [], brands: brands.map((brand) => ({ brand, since: '2026-11-01' })) },
    }),
    'PUT /api/auth/follows/brands/Pilot': () => {
      brands.push('Pilot');
      return { status: 204 };
    },
    'DELETE /api/auth/follows/brands/Pilot': () => {
      brands.splice(0, brands.length);
      return { status: 204 };
    },
  });
}

describe('Follow {brand}', () => {
  it('follows the brand, and then shows it followed', async () => {
    const sent = serve([]);
    renderWith(<FollowBrand brand="Pilot" />, member());
    const button = await screen.findByRole('button', { name: 'Follow Pilot', pressed: false });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    expect(
      await screen.findByRole('button', { name: 'Following Pilot', pressed: true }),
    ).toBeTruthy();
    expect(sent.filter((s) => s.method === 'PUT').map((s) => s.path)).toEqual([
      '/api/auth/follows/brands/Pilot',
    ]);
    expect(screen.getByTestId('toast').textContent).toContain('News and new inks from Pilot');
  });

  it('knows a brand I follow whatever its case, and unfollows it', async () => {
    const sent = serve(['pilot']);
    renderWith(<FollowBrand brand="Pilot" />, member());
    await userEvent.click(await screen.findByRole('button', { name: 'Following Pilot' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
        '/api/auth/follows/brands/Pilot',
      ]),
    );
  });

  it('tells an unverified member to verify, sending nothing', async () => {
    const sent = serve([]);
    renderWith(<FollowBrand brand="Pilot" />, member('user', { emailVerified: false }));
    const button = await screen.findByRole('button', { name: 'Follow Pilot' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    expect(screen.getByTestId('toast').textContent).toContain(VERIFY_TO.follow);
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });

  it('is not shown to a visitor', () => {
    answerBy({});
    renderWith(<FollowBrand brand="Pilot" />, null);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
