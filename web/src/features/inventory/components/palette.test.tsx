import type { Palette, PaletteInk } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBy } from '#test/fetch-kit.ts';
import { person, renderWith } from '#test/gallery-kit.tsx';
import InkPalette from './palette.tsx';

afterEach(() => vi.unstubAllGlobals());

const ink = (id: number, name: string, hex: string, l: number, a: number, b: number) =>
  ({ id, name, brand: 'Test', hex, l, a, b }) satisfies PaletteInk;

const PALETTE: Palette = {
  inks: [
    ink(1, 'Kon-peki', '#1e4a8a', 32, 5, -38), // blue, dark
    ink(2, 'Midnight', '#1c2841', 16, 2, -18), // blue, dark
    ink(3, 'Verdigris Green', '#3c7a3c', 46, -40, 32), // green, mid
    ink(4, 'Jet Black', '#1b1b1b', 10, 0.5, 0.4), // neutral: black
  ],
  inksTotal: 4,
  gaps: [
    {
      region: { hueFrom: 120, hueTo: 150, band: 'dark' },
      words: 'dark greens',
      catalogueInks: 42,
      inks: [
        {
          id: 501,
          name: 'Forest Floor',
          brand: 'Test',
          colorHex: '#1d4d2b',
          color: 'Green',
          deltaE: 3.21,
          offers: 2,
        },
        {
          id: 502,
          name: 'Pine',
          brand: 'Test',
          colorHex: '#204a30',
          color: 'Green',
          deltaE: 4.5,
          offers: 0,
        },
      ],
    },
    {
      region: { hueFrom: null, hueTo: null, band: 'grey' },
      words: 'greys',
      catalogueInks: 9,
      inks: [
        {
          id: 601,
          name: 'Graphite',
          brand: 'Test',
          colorHex: '#6b6b6b',
          color: 'Grey/Silver',
          deltaE: 1,
          offers: 1,
        },
      ],
    },
  ],
};

describe('the palette: the wheel and its gaps', () => {
  it('draws the owned inks on a wheel named by its summary, the neutrals apart, the gaps hatched', async () => {
    const sent = answerBy({ 'GET /api/users/member9/palette': { status: 200, body: PALETTE } });
    renderWith(<InkPalette username="member9" name="Member Nine" own />, person(9));
    const wheel = await screen.findByRole('img', { name: '4 inks, most in blues and greens.' });
    expect(sent.map((s) => s.path)).toEqual(['/api/users/member9/palette']);
    expect(screen.getByRole('heading', { name: 'My palette' })).toBeTruthy();
    // the chromatic inks as dots in their colours, each named for a pointer's tooltip
    const dots = wheel.querySelectorAll('circle[data-ink]');
    expect([...dots].map((d) => d.getAttribute('fill'))).toEqual(['#1e4a8a', '#1c2841', '#3c7a3c']);
    expect(dots[0]?.querySelector('title')?.textContent).toBe('Kon-peki · Test');
    // light at the centre, dark at the rim: Midnight (L* 16) is farther out than Verdigris (L* 46)
    const distance = (el: Element | undefined) =>
      Math.hypot(Number(el?.getAttribute('cx')) - 150, Number(el?.getAttribute('cy')) - 150);
    expect(distance(dots[1])).toBeGreaterThan(distance(dots[2]));
    // the neutral is in the strip, not on the wheel; the chromatic gap is hatched on it
    expect(screen.getByText('Blacks and greys: 1 ink')).toBeTruthy();
    expect(screen.getByTestId('palette-neutrals').children).toHaveLength(1);
    expect(
      [...wheel.querySelectorAll('[data-gap]')].map((g) => g.getAttribute('data-gap')),
    ).toEqual(['dark-120']);
  });

  it('names each gap, links its nearest inks and how many members offer samples of them', async () => {
    answerBy({ 'GET /api/users/member9/palette': { status: 200, body: PALETTE } });
    renderWith(<InkPalette username="member9" name="Member Nine" own />, person(9));
    const gaps = await screen.findAllByTestId('palette-gap');
    expect(screen.getByRole('heading', { name: 'Colours you own none of' })).toBeTruthy();
    expect(gaps).toHaveLength(2);
    const [greens, greys] = gaps;
    if (!greens || !greys) throw new Error('two gaps');
    expect(within(greens).getByRole('heading', { name: 'dark greens' })).toBeTruthy();
    expect(within(greens).getByText('42 inks in the catalogue')).toBeTruthy();
    expect(within(greens).getByRole('link', { name: 'Forest Floor' }).getAttribute('href')).toBe(
      '/ink/501',
    );
    expect(
      within(greens).getByRole('link', { name: '2 members offer samples' }).getAttribute('href'),
    ).toBe('/ink/501#samples');
    // Pine: nobody offers it, so no samples link
    expect(within(greens).getAllByRole('link')).toHaveLength(3);
    expect(within(greys).getByRole('heading', { name: 'greys' })).toBeTruthy();
    expect(within(greys).getByRole('link', { name: '1 member offers samples' })).toBeTruthy();
  });

  it('lists the same inks, by region, for whoever does not see the wheel', async () => {
    answerBy({ 'GET /api/users/member9/palette': { status: 200, body: PALETTE } });
    renderWith(<InkPalette username="member9" name="Member Nine" own />, person(9));
    const summary = await screen.findByText('The inks as a list, by colour');
    const details = summary.closest('details');
    if (!details) throw new Error('a disclosure');
    expect(details.open).toBe(false);
    // a native disclosure: Enter and Space open it in a browser (jsdom knows only the click)
    await userEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    const links = within(details).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Verdigris Green',
      'Kon-peki',
      'Midnight',
      'Jet Black',
    ]);
    expect(links[1]?.getAttribute('href')).toBe('/ink/1');
    expect(within(details).getByText('dark blues')).toBeTruthy();
    expect(within(details).getByText('blacks')).toBeTruthy();
  });

  it("draws nothing on someone else's profile when their owned inks are private", async () => {
    const sent = answerBy({
      'GET /api/users/private1/palette': {
        status: 404,
        body: { code: 'not_found', message: "This member's owned inks are not public." },
      },
    });
    const { container } = renderWith(<InkPalette username="private1" name="Private" />, null);
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says so for a member who owns nothing yet, and when the wheel shows a heavy member's part", async () => {
    answerBy({
      'GET /api/users/empty/palette': { status: 200, body: { ...PALETTE, inks: [], inksTotal: 0 } },
      'GET /api/users/heavy/palette': {
        status: 200,
        body: { ...PALETTE, inks: PALETTE.inks.slice(0, 2), inksTotal: 1500 },
      },
    });
    const first = renderWith(<InkPalette username="empty" name="Empty" />, null);
    expect(await screen.findByRole('img', { name: 'No owned inks yet.' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Colour wheel' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Colours Empty owns none of' })).toBeTruthy();
    expect(screen.queryByText('The inks as a list, by colour')).toBeNull();
    first.unmount();
    renderWith(<InkPalette username="heavy" name="Heavy" />, null);
    expect(await screen.findByRole('img', { name: '1,500 inks, all in blues.' })).toBeTruthy();
    expect(screen.getByText(/The wheel shows 2 of them\./)).toBeTruthy();
  });
});
