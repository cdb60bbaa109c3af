import type { Collection } from '@inklore/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { CollectionsSection, PaletteSection } from './overview-sections.tsx';

describe('the public palette', () => {
  it('speaks of the inks a member shares, and tells only the member where the setting is', () => {
    show(
      <>
        <PaletteSection name="Grace" palette={['#112233', '#445566']} />
        <PaletteSection name="Ada" palette={[]} own={{ showInkColors: false }} />
        <PaletteSection name="Lin" palette={['#112233', '#445566', '#778899']} more />
      </>,
      { user: null },
    );
    const [theirs, mine, part] = screen.getAllByRole('region', { name: 'Palette' });
    if (!theirs || !mine || !part) throw new Error('three palettes expected');
    expect(
      within(theirs).getByText('The colours of the 2 inks Grace shares, by hue.'),
    ).toBeTruthy();
    // a member who shares more than the strip holds is told it is a part
    expect(within(part).getByText('The colours of 3 of the inks Lin shares, by hue.')).toBeTruthy();
    expect(
      within(part).getByRole('img', {
        name: '3 swatches of the inks Lin shares (a part of them), in hue order',
      }),
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

const shelf = (id: number): Collection => ({
  id,
  name: `Shelf ${id}`,
  description: null,
  isPublic: true,
  inkCount: 0,
  owner: { id: 5, username: 'grace', displayName: 'Grace' },
  swatches: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the public collections', () => {
  it('shows the most recent, and all of them when asked', async () => {
    const sent = answerBy({
      'GET /api/collections': [
        { status: 500, body: { message: 'The database is busy.' } },
        { status: 200, body: [shelf(1), shelf(2), shelf(3)] },
      ],
    });
    show(
      <CollectionsSection
        name="Grace"
        username="grace"
        collections={[shelf(1), shelf(2)]}
        total={3}
      />,
      { user: null },
    );
    const list = () => screen.getByRole('list', { name: 'Public collections' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(sent).toHaveLength(0); // nothing asked until the visitor asks
    fireEvent.click(screen.getByRole('button', { name: 'Show all 3 collections' }));
    // a failure says so, and Try Again asks again
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The other collections could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Shelf 3');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    // the focus goes on to the first card not shown before
    await waitFor(() => {
      expect(document.activeElement?.closest('li')?.textContent).toContain('Shelf 3');
    });
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    expect(sent.map((r) => r.query.get('user'))).toEqual(['grace', 'grace']);
  });

  it('offers nothing more when all are shown', () => {
    show(<CollectionsSection name="Grace" username="grace" collections={[shelf(1)]} total={1} />, {
      user: null,
    });
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
