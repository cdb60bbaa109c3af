import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { RouteParams } from '#src/lib/router.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { testYear } from '../year.test-kit.ts';
import MyYearPage from './my-year.tsx';

const at = (year?: string) => (
  <RouteParams params={year === undefined ? {} : { year }}>
    <MyYearPage />
  </RouteParams>
);

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Your Year in Ink (/year/{year})', () => {
  it('shows the figures, the strip in the server’s hue order with its words, and every section', async () => {
    answerBy({ 'GET /api/auth/year/2025': { status: 200, body: testYear() } });
    show(at('2025'), { user: member('user'), at: '/year/2025' });
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('2025');
    expect(screen.getByText('The whole of 2025')).toBeTruthy();
    const figures = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(figures).toEqual(['42', '3', '2']);

    const strip = screen.getByTestId('year-strip');
    expect(strip.getAttribute('aria-hidden')).toBe('true');
    expect(
      [...strip.querySelectorAll('[data-hex]')].map((b) => b.getAttribute('data-hex')),
    ).toEqual(['#7a2330', '#1f6fb5', '#151515']);
    // a band is as wide as its days
    const grow = [...strip.querySelectorAll<HTMLElement>('[data-hex]')].map(
      (b) => b.style.flexGrow,
    );
    expect(grow).toEqual(['8', '30', '4']);
    // the text equivalent: the summary, and the list of the colours
    expect(
      screen.getByText(/3 inks in hue order, from Oxblood to Bung Box Black, the neutrals last/),
    ).toBeTruthy();
    const list = screen.getByText('The colours as a list').closest('details');
    expect(list?.querySelectorAll('li')).toHaveLength(3);
    expect(list?.textContent).toContain('Kon-peki');
    expect(list?.textContent).toContain('Pilot · Blue · 30 days');

    const mostInk = screen.getByRole('region', { name: 'Most used ink' });
    expect(within(mostInk).getByRole('link', { name: 'Kon-peki' }).getAttribute('href')).toBe(
      '/ink/11',
    );
    expect(mostInk.textContent).toContain('Used on 30 days');
    const mostPen = screen.getByRole('region', { name: 'Most used pen' });
    expect(mostPen.textContent).toContain('Sailor Pro Gear');
    expect(mostPen.textContent).toContain('Fountain pen · F nib');

    const months = screen.getByTestId('year-months');
    expect(within(months).getByText('January: 2 days')).toBeTruthy();
    expect(within(months).getByText('June: 0 days')).toBeTruthy();
    const brands = screen.getByRole('region', { name: 'Brands' });
    expect(
      within(brands)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pilot1 ink · 30 days', 'Diamine1 ink · 8 days', 'Bung Box1 ink · 4 days']);
    const fresh = screen.getByRole('region', { name: 'New inks (1)' });
    expect(within(fresh).getByRole('link', { name: 'Oxblood' })).toBeTruthy();

    // the picker: the years with diary days and this year; the one shown is the page
    const years = screen.getByRole('navigation', { name: 'Years' });
    const links = within(years).getAllByRole('link');
    const thisYear = new Date().getFullYear();
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      [...new Set([thisYear, 2025, 2024])].sort((a, b) => b - a).map((y) => `/year/${y}`),
    );
    expect(within(years).getByRole('link', { current: 'page' }).textContent).toBe('2025');
    await waitFor(() => expect(document.title).toContain('Your Year in Ink 2025'));
  });

  it('says "so far" for the year under way', async () => {
    answerBy({
      'GET /api/auth/year/2026': {
        status: 200,
        body: testYear({ year: 2026, through: '2026-11-29' }),
      },
    });
    show(at('2026'), { user: member('user'), at: '/year/2026' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('2026so far');
    expect(screen.getByText('1 January to 29 November 2026')).toBeTruthy();
  });

  it('asks for this year at /year', async () => {
    const thisYear = new Date().getFullYear();
    const sent = answerBy({
      [`GET /api/auth/year/${thisYear}`]: {
        status: 200,
        body: testYear({ year: thisYear, through: `${thisYear}-12-31` }),
      },
    });
    show(at(), { user: member('user'), at: '/year' });
    await screen.findByRole('heading', { level: 1 });
    expect(sent.map((s) => s.path)).toEqual([`/api/auth/year/${thisYear}`]);
  });

  it('shares the year, then shows the public link and the card; and takes it back', async () => {
    const sent = answerBy({
      'GET /api/auth/year/2025': { status: 200, body: testYear() },
      'PUT /api/auth/year/2025/share': [
        { status: 200, body: testYear({ shared: true }) },
        { status: 200, body: testYear({ shared: false }) },
      ],
    });
    show(at('2025'), { user: member('user'), at: '/year/2025' });
    const toggle = await screen.findByRole('switch', { name: 'Share my 2025 publicly' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(
      screen.getByText('Share the year to get its public page and link preview.'),
    ).toBeTruthy();
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    const put = sent.find((s) => s.method === 'PUT');
    expect(put?.body).toEqual({ shared: true });
    expect(put?.csrf).toBe('t');
    const link = await screen.findByRole('textbox', { name: 'Public link' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/user/ada/year/2025`);
    expect(screen.getByRole('link', { name: 'Open the public page' }).getAttribute('href')).toBe(
      '/user/ada/year/2025',
    );
    const card = screen.getByRole('img', { name: /The link preview of your 2025/ });
    expect(card.getAttribute('src')).toMatch(/^\/preview\/year\/ada\/2025\.png\?v=/);
    expect(screen.getByTestId('toast').textContent).toContain('Your year is shared');

    await userEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Public link' })).toBeNull());
    expect(sent.filter((s) => s.method === 'PUT').map((s) => s.body)).toEqual([
      { shared: true },
      { shared: false },
    ]);
  });

  it('asks an unverified member to verify first, in the trust rule’s words', async () => {
    answerBy({ 'GET /api/auth/year/2025': { status: 200, body: testYear() } });
    show(at('2025'), { user: member('user', { emailVerified: false }), at: '/year/2025' });
    const toggle = await screen.findByRole('switch', { name: 'Share my 2025 publicly' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText('Please verify your email address to share your Year in Ink'),
    ).toBeTruthy();
  });

  it('tells a failed share and keeps the switch as the server has it', async () => {
    answerBy({
      'GET /api/auth/year/2025': { status: 200, body: testYear() },
      'PUT /api/auth/year/2025/share': {
        status: 403,
        body: { message: 'Your account is limited.', code: 'account_limited' },
      },
    });
    show(at('2025'), { user: member('user'), at: '/year/2025' });
    const toggle = await screen.findByRole('switch', { name: 'Share my 2025 publicly' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toContain('Your account is limited.'),
    );
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('says what an empty year is', async () => {
    answerBy({
      'GET /api/auth/year/2019': {
        status: 200,
        body: testYear({
          year: 2019,
          through: '2019-12-31',
          daysWritten: 0,
          inksUsed: 0,
          pensUsed: 0,
          mostUsedInk: null,
          mostUsedPen: null,
          colors: [],
          newInks: [],
          brands: [],
          months: Array.from({ length: 12 }, () => 0),
        }),
      },
    });
    show(at('2019'), { user: member('user'), at: '/year/2019' });
    expect(await screen.findByText(/Your diary has no days in 2019 yet/)).toBeTruthy();
    expect(screen.getByText('No colours yet: no days written this year.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Most used pen' }).textContent).toContain(
      'No pen used yet.',
    );
  });

  it('asks a visitor to sign in', () => {
    const sent = answerBy({});
    show(at('2025'), { user: null, at: '/year/2025' });
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fyear%2F2025',
    );
    expect(sent).toEqual([]);
  });

  it('shows the 404 page for an address that is not a year', () => {
    answerBy({});
    show(at('abc'), { user: member('user'), at: '/year/abc' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
  });
});
