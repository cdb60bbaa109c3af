import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { communityImage, renderWith, testInk } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { Gallery, MainImage } from './gallery.tsx';

const LIST = '/api/inks/7/community-images';

afterEach(() => vi.unstubAllGlobals());

describe('the gallery viewer (spec §2)', () => {
  it("shows the ink's images first, then the community's, in one full-size dialog", async () => {
    answerBy({
      [`GET ${LIST}`]: {
        status: 200,
        body: [
          communityImage(1, { caption: 'Sheen', category: 'Swatch', displayName: 'Ada' }),
          communityImage(2, { category: 'Handwriting', paperType: 'Rhodia' }),
        ],
      },
    });
    renderWith(<Gallery ink={testInk({ images: ['/own.jpg'], communityImageCount: 2 })} />, null);
    const thumbs = screen.getByRole('list', { name: 'Thumbnails' });
    // while the list loads, its two thumbnails keep their place
    expect(thumbs.querySelectorAll('li')).toHaveLength(3);
    expect(within(thumbs).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(within(thumbs).getAllByRole('button')).toHaveLength(3));
    expect(screen.getByRole('img', { name: 'Pilot Ku-jaku, image 1 of 3' })).toBeTruthy();

    await userEvent.click(within(thumbs).getByRole('button', { name: 'Show image 2 of 3' }));
    expect(
      screen.getByRole('img', { name: 'Pilot Ku-jaku, image 2 of 3: Sheen, shared by Ada' }),
    ).toBeTruthy();
    expect(screen.getByText('Sheen · Swatch, shared by Ada')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Open image 2 of 3 full size' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('image 2 of 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(dialog.textContent).toContain('image 3 of 3');
    expect(dialog.textContent).toContain('Handwriting · Rhodia, shared by uploader2');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/media/community/2.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog.textContent).toContain('image 1 of 3');
  });

  it('is one line inviting a swatch when there are no images at all, not an empty box', async () => {
    answerBy({ [`GET ${LIST}`]: { status: 200, body: [] } });
    renderWith(<Gallery ink={testInk()} />, null);
    const line = await screen.findByTestId('gallery-empty');
    expect(line.textContent).toBe('No images in the gallery yet. Be the first to add a swatch');
    expect(
      within(line).getByRole('link', { name: 'Be the first to add a swatch' }).getAttribute('href'),
    ).toBe('#community-images');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
  });

  it('draws the main image with the catalogue colour beside it', () => {
    renderWith(<MainImage ink={testInk()} src="/media/inks/main.jpg" />, null);
    const img = screen.getByRole('img', { name: `${testInk().brand} ${testInk().name}` });
    expect(img.getAttribute('src')).toBe('/media/inks/main.jpg');
    expect(screen.getByText(testInk().colorHex)).toBeTruthy();
  });

  it('shows a community image as the main one when the ink has none of its own', async () => {
    answerBy({ [`GET ${LIST}`]: { status: 200, body: [communityImage(5)] } });
    renderWith(<Gallery ink={testInk({ communityImageCount: 1 })} />, null);
    const main = await screen.findByRole('img', { name: /image 1 of 1: Other, shared by/ });
    expect(main.getAttribute('src')).toBe('/media/community/5.jpg');
  });
});
