import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { resizeToJpeg } from '#src/lib/image-resize.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { installFakeXhr, nextXhr } from '#test/fake-xhr.ts';
import { communityImage, person, renderWith, testInk } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import UploadDialog from './upload-dialog.tsx';

vi.mock(import('#src/lib/image-resize.ts'), async (original) => ({
  ...(await original()),
  resizeToJpeg: vi.fn(),
}));
const resize = vi.mocked(resizeToJpeg);

const toastText = () => screen.getByTestId('toast').textContent;
const png = () => new File([new Uint8Array(2048)], 'sample.png', { type: 'image/png' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>(/Choose an image/);

function show(role: 'user' | 'moderator' = 'user') {
  const onClose = vi.fn();
  const onCountChanged = vi.fn();
  const view = renderWith(
    <UploadDialog ink={testInk()} onCountChanged={onCountChanged} onClose={onClose} />,
    person(9, role),
  );
  return { onClose, onCountChanged, ...view };
}

async function confirmBoth() {
  const confirm = await screen.findByRole('dialog', { name: 'Before you upload' });
  await userEvent.click(
    within(confirm).getByRole('checkbox', { name: /my own image, or I have permission/ }),
  );
  await userEvent.click(
    within(confirm).getByRole('checkbox', { name: /shows this ink and is appropriate/ }),
  );
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm and upload' }));
}

beforeEach(() => {
  setCsrfToken('tok');
  installFakeXhr();
  answerBy({});
  // jsdom has no object URLs; the preview only needs an address
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  resize.mockReset();
  resize.mockResolvedValue('data:image/jpeg;base64,AAAA');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('sharing a community image (spec §4, §5, §8)', () => {
  it('asks for an image, refuses other files, and previews the chosen one', async () => {
    show();
    const dialog = screen.getByRole('dialog', { name: 'Share an image' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(toastText()).toBe('No Image Selected / Please select an image to upload.');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Please select an image to upload.',
    );

    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(toastText()).toBe('Invalid File / Please select an image file.');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();

    fireEvent.change(fileInput(), { target: { files: [png()] } });
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeTruthy();
    expect(within(dialog).getByText('sample.png')).toBeTruthy();
  });

  it('counts characters, keeps the limits, and offers no official tick to members', async () => {
    show();
    const paper = screen.getByRole('textbox', { name: /Paper type/ });
    expect(paper.getAttribute('maxlength')).toBe('30');
    expect(screen.getByRole('textbox', { name: /Pen\/nib/ }).getAttribute('maxlength')).toBe('50');
    await userEvent.type(paper, 'Rhodia');
    expect(screen.getByText('6/30')).toBeTruthy();
    expect(screen.getByText('0/50')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' }).value).toBe(
      'Other',
    );
    expect(screen.queryByRole('checkbox', { name: /official/i })).toBeNull();
  });

  it('confirms both certifications, resizes to 800 px at 0.8, shows real progress, and resets', async () => {
    const { onClose, onCountChanged, qc } = show();
    // the ink's community colour, as the colour card drew it before the upload
    qc.setQueryData(sharedKeys.color.communityColor(7), { colorHex: null, photos: 0 });
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Swatch');
    await userEvent.type(screen.getByRole('textbox', { name: /Paper type/ }), '  Tomoe River ');
    await userEvent.type(screen.getByRole('textbox', { name: /Caption/ }), ' Sheen on 52 gsm ');
    // a swatch: the card's link, and the sheen mark that only swatches have
    expect(screen.getByRole('link', { name: 'Inklore swatch card' }).getAttribute('href')).toBe(
      '/api/swatch-card.pdf',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /This swatch shows sheen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const confirm = await screen.findByRole('dialog', { name: 'Before you upload' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm and upload' }));
    expect(toastText()).toBe(
      'Certifications required / Please confirm both ownership and appropriateness certifications',
    );
    expect(resize).not.toHaveBeenCalled();

    await confirmBoth();
    const xhr = await nextXhr();
    expect(resize).toHaveBeenCalledWith(expect.any(File), {
      maxSide: 800,
      quality: 0.8,
      maxBytes: 4 * 1024 * 1024,
    });
    expect(xhr.url).toBe('/api/inks/7/community-images');
    expect(xhr.headers['X-CSRF-Token']).toBe('tok');
    expect(JSON.parse(xhr.body ?? '')).toEqual({
      imageUrl: 'data:image/jpeg;base64,AAAA',
      caption: 'Sheen on 52 gsm',
      category: 'Swatch',
      paperType: 'Tomoe River',
      penNib: null,
      isOfficial: false,
      sheen: true,
      ownershipConfirmed: true,
      appropriatenessConfirmed: true,
    });

    xhr.progress(50, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('Uploading... 50%')).toBeTruthy();
    xhr.progress(100, 100);
    await waitFor(() => expect(screen.getByText('Uploaded. Saving...')).toBeTruthy());

    xhr.respond(201, communityImage(77, { userId: 9 }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Image Uploaded / Your image has been uploaded and is now visible to the community!',
      ),
    );
    expect(onClose).toHaveBeenCalledWith(true);
    expect(onCountChanged).toHaveBeenCalledWith(1);
    // a swatch photo may move the community colour: the card asks again
    expect(qc.getQueryState(sharedKeys.color.communityColor(7))?.isInvalidated).toBe(true);
  });

  it('says when the image cannot be processed', async () => {
    resize.mockRejectedValue(new Error('decode failed'));
    const { onClose } = show();
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await confirmBoth();
    await waitFor(() =>
      expect(toastText()).toBe('Processing Error / Failed to process image. Please try again.'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it("says the server's reason when the upload is refused, and keeps the form", async () => {
    const { onClose } = show();
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await userEvent.type(screen.getByRole('textbox', { name: /Pen\/nib/ }), 'Lamy 2000');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await confirmBoth();
    (await nextXhr()).respond(409, {
      message: 'You have already shared an image of this ink.',
      code: 'conflict',
    });
    await waitFor(() =>
      expect(toastText()).toBe('Upload Failed / You have already shared an image of this ink.'),
    );
    const dialog = screen.getByRole('dialog', { name: 'Share an image' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'You have already shared an image of this ink.',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Pen\/nib/ }).value).toBe(
      'Lamy 2000',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets staff mark their upload official', async () => {
    show('moderator');
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await userEvent.click(screen.getByRole('checkbox', { name: /Mark as official image/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await confirmBoth();
    const xhr = await nextXhr();
    expect(JSON.parse(xhr.body ?? '')).toMatchObject({ isOfficial: true });
  });
});
