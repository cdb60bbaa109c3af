import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteParams } from '#src/lib/router.tsx';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { testYear } from '../year.test-kit.ts';
import SharedYearPage from './shared-year.tsx';

const at = (username: string, year: string) => (
  <RouteParams params={{ username, year }}>
    <SharedYearPage />
  </RouteParams>
);

const meta = (key: string) =>
  document.head
    .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
    ?.getAttribute('content');

afterEach(() => vi.unstubAllGlobals());

describe('a shared Year in Ink (/user/{username}/year/{year})', () => {
  it('shows whose year it is, its figures, and a head with the card as its preview image', async () => {
    const sent = answerBy({
      'GET /api/users/ADA/year/2025': {
        status: 200,
        body: testYear({ shared: true, years: [2025, 2023] }),
      },
    });
    show(at('ADA', '2025'), { user: null, at: '/user/ADA/year/2025' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('2025');
    // the breadcrumb and the byline lead to the member's profile
    expect(
      screen.getAllByRole('link', { name: 'Ada Lovelace' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/user/ada', '/user/ada']);
    expect(screen.getByText(/^by/).textContent).toBe('by Ada Lovelace · The whole of 2025');
    // the head is written once its code has come (apply-head.ts)
    await waitFor(() => expect(document.title).toBe("Ada Lovelace's Year in Ink 2025 | Inklore"));
    expect(meta('description')).toBe(
      "Ada Lovelace's 2025 in ink: 42 days written with 3 inks, the colours of the year in hue order.",
    );
    expect(meta('og:image')).toBe(`${window.location.origin}/preview/year/ada/2025.png`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    // the member's other shared years
    const others = screen.getByRole('navigation', { name: "Ada Lovelace's other shared years" });
    expect(within(others).getByRole('link', { name: '2023' }).getAttribute('href')).toBe(
      '/user/ada/year/2023',
    );
    // no share switch on someone's public page
    expect(screen.queryByRole('switch')).toBeNull();
    expect(sent.map((s) => s.path)).toEqual(['/api/users/ADA/year/2025']);
  });

  it('says the most used pen is kept private when the answer does not name it', async () => {
    answerBy({
      'GET /api/users/ada/year/2025': {
        status: 200,
        body: testYear({ shared: true, mostUsedPen: null }),
      },
    });
    show(at('ada', '2025'), { user: member('user', { id: 9, username: 'grace' }), at: '/' });
    const pen = await screen.findByRole('region', { name: 'Most used pen' });
    expect(pen.textContent).toContain('Kept private by its owner.');
  });

  it('is the 404 page for a year not shared (or an unknown member: the same answer)', async () => {
    answerBy({
      'GET /api/users/ada/year/2024': {
        status: 404,
        body: { message: 'No one has shared a Year in Ink at this address.', code: 'not_found' },
      },
    });
    show(at('ada', '2024'), { user: null, at: '/user/ada/year/2024' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '404 Page Not Found',
    );
  });

  it('is the 404 page for an address that is not a year, asking nothing', () => {
    const sent = answerBy({});
    show(at('ada', 'twenty'), { user: null, at: '/user/ada/year/twenty' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(sent).toEqual([]);
  });
});
