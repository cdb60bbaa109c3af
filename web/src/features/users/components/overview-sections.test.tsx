import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { show } from '#test/console-kit.tsx';
import { PaletteSection } from './overview-sections.tsx';

describe('the public palette', () => {
  it('speaks of the inks a member shares, and tells only the member where the setting is', () => {
    show(
      <>
        <PaletteSection name="Grace" palette={['#112233', '#445566']} />
        <PaletteSection name="Ada" palette={[]} own={{ showInkColors: false }} />
      </>,
      { user: null },
    );
    const [theirs, mine] = screen.getAllByRole('region', { name: 'Palette' });
    if (!theirs || !mine) throw new Error('two palettes expected');
    expect(
      within(theirs).getByText('The colours of the 2 inks Grace shares, by hue.'),
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
