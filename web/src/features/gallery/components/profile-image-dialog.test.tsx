import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { resizeToJpeg } from '#src/lib/image-resize.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { installFakeXhr, nextXhr } from '#test/fake-xhr.ts';
import { galleryKeys } from '../api/gallery.ts';
import { person, renderWith, testInk } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import ProfileImageDialog from './profile-image-dialog.tsx';

vi.mock(import('#src/lib/image-resize.ts'), async (original) => ({
  ...(await original()),
  resizeToJpeg: vi.fn(),
}));
const resize = vi.mocked(resizeToJpeg);

const MB = 1024 * 1024;
const toastText = () => screen.getByTestId('toast').textContent;
const fileInput = () => screen.getByLabelText<HTMLInputElement>(/Choose an image/);
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const image = (size = 4096) =>
  new File([new Uint8Array(size)], 'bottle.jpg', { type: 'image/jpeg' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

async function certify() {
  await userEvent.click(
    screen.getByRole('checkbox', { name: /my own image, or I have permission/ }),
  );
  await userEvent.click(
    screen.getByRole('checkbox', { name: /shows this ink and is appropriate/ }),
  );
}

function show() {
  const onClose = vi.fn();
  const view = renderWith(<ProfileImageDialog ink={testInk()} onClose={onClose} />, person(9));
  return { onClose, ...view };
}

beforeEach(() => {
  setCsrfToken('tok');
  installFakeXhr();
  answerBy({});
  // jsdom has no object URLs; the preview only needs an address
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  resize.mockReset();
  resize.mockResolvedValue('data:image/jpeg;base64,BBBB');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('submitting a profile image (spec §5, §8)', () => {
  it('takes image files of at most 5 MB', () => {
    show();
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(toastText()).toBe('Invalid file / Please select an image file');
    choose(image(5 * MB + 1));
    expect(toastText()).toBe('File too large / Please select an image smaller than 5MB');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
    choose(image(5 * MB));
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeTruthy();
  });

  it('needs an image, then both certifications', async () => {
    show();
    await submit();
    expect(toastText()).toBe('Image required / Please select an image to submit');
    choose(image());
    await userEvent.click(screen.getByRole('checkbox', { name: /my own image/ }));
    await submit();
    expect(toastText()).toBe(
      'Certifications required / Please confirm both ownership and appropriateness certifications',
    );
    expect(resize).not.toHaveBeenCalled();
  });

  it('resizes to 1200 x 1200 at 0.9, sends, says so and refreshes the submissions', async () => {
    const { onClose, qc } = show();
    const refreshed = vi.spyOn(qc, 'invalidateQueries');
    choose(image());
    await userEvent.type(screen.getByRole('textbox', { name: /Caption/ }), ' From the box ');
    await userEvent.click(screen.getByRole('checkbox', { name: /Official Image/ }));
    await certify();
    await submit();
    const xhr = await nextXhr();
    expect(resize).toHaveBeenCalledWith(expect.any(File), {
      maxSide: 1200,
      quality: 0.9,
      maxBytes: 5 * MB,
    });
    expect(xhr.url).toBe('/api/inks/7/profile-image-submission');
    expect(JSON.parse(xhr.body ?? '')).toEqual({
      imageUrl: 'data:image/jpeg;base64,BBBB',
      caption: 'From the box',
      isOfficial: true,
      ownershipConfirmed: true,
      appropriatenessConfirmed: true,
    });
    xhr.respond(201, { id: 1, status: 'pending' });
    await waitFor(() =>
      expect(toastText()).toBe(
        'Submission sent / Your profile image submission has been sent for review.',
      ),
    );
    expect(onClose).toHaveBeenCalledWith(true);
    expect(refreshed).toHaveBeenCalledWith({ queryKey: galleryKeys.submissions(7) });
  });

  it('says when the image cannot be processed', async () => {
    resize.mockRejectedValue(new Error('bad'));
    show();
    choose(image());
    await certify();
    await submit();
    await waitFor(() =>
      expect(toastText()).toBe(
        'Error processing image / Failed to process the image. Please try again.',
      ),
    );
  });

  it("says the server's reason, else the spec's fallback", async () => {
    show();
    choose(image());
    await certify();
    await submit();
    (await nextXhr()).respond(400, { message: 'The image could not be read.', code: 'bad_image' });
    await waitFor(() =>
      expect(toastText()).toBe('Submission failed / The image could not be read.'),
    );
    const dialog = screen.getByRole('dialog', { name: 'Submit profile image' });
    expect(within(dialog).getByRole('alert').textContent).toContain('The image could not be read.');

    await submit();
    (await nextXhr()).respond(500, undefined);
    await waitFor(() =>
      expect(toastText()).toBe('Submission failed / Failed to submit profile image'),
    );
  });
});
