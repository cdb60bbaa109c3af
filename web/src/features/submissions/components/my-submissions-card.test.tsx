import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, show, submission } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { MySubmissionsCard } from './my-submissions-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('My submissions on /profile', () => {
  it('shows each discovery’s status: pending, approved with its ink, rejected with the reason', async () => {
    answerBy({
      'GET /api/submissions/mine': {
        status: 200,
        body: [
          submission(3, { name: 'Nebula' }),
          submission(2, { name: 'Aurora', status: 'approved', inkId: 40 }),
          submission(1, { name: 'Smudge', status: 'rejected', rejectionReason: 'Not an ink.' }),
        ],
      },
    });
    const ada = member();
    show(<MySubmissionsCard user={ada} />, { user: ada, at: '/profile' });
    const list = await screen.findByRole('list', { name: 'My submissions' });
    const [pending, approved, rejected] = within(list).getAllByRole('listitem');
    expect(pending?.textContent).toContain('Pending review');
    expect(
      within(approved as HTMLElement)
        .getByRole('link', { name: 'Inklore Works Aurora' })
        .getAttribute('href'),
    ).toBe('/ink/40');
    expect(rejected?.textContent).toContain('Reason: Not an ink.');
  });

  it('invites a member with none to share one', async () => {
    answerBy({ 'GET /api/submissions/mine': { status: 200, body: [] } });
    const ada = member();
    show(<MySubmissionsCard user={ada} />, { user: ada, at: '/profile' });
    expect(await screen.findByText(/You have not shared a discovery yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share Discovery' }).getAttribute('href')).toBe(
      '/submit',
    );
  });
});
