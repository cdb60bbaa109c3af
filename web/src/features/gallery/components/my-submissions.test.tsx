import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { person, renderWith } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import MySubmissions from './my-submissions.tsx';

const PATH = 'GET /api/inks/7/profile-image-submissions';

function submission(id: number, over: object) {
  return {
    id,
    inkId: 7,
    inkName: 'Ku-jaku',
    inkBrand: 'Pilot',
    userId: 9,
    username: 'member9',
    imageUrl: `/media/submissions/${id}.jpg`,
    caption: null,
    isOfficial: false,
    status: 'pending',
    rejectionReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    ...over,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the member's profile image submissions", () => {
  it('shows pending ones and rejected ones with the reason', async () => {
    answerBy({
      [PATH]: {
        status: 200,
        body: [
          submission(2, { caption: 'Bottle shot' }),
          submission(1, { status: 'rejected', rejectionReason: 'Blurry; please retake.' }),
        ],
      },
    });
    renderWith(<MySubmissions inkId={7} />, person(9));
    expect(
      await screen.findByRole('heading', { name: 'Your profile image submissions' }),
    ).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(screen.getByText('Bottle shot')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Blurry; please retake.')).toBeTruthy();
  });

  it('shows nothing when there are none, and asks nothing for visitors', async () => {
    const calls = answerBy({ [PATH]: { status: 200, body: [] } });
    const { container, unmount } = renderWith(<MySubmissions inkId={7} />, person(9));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
    unmount();
    const before = calls.length;
    renderWith(<MySubmissions inkId={7} />, null);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(before);
  });
});
