import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { RouteParams } from '#src/lib/router.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { fakeServer, ink, member, show } from '#src/test/console-kit.tsx';
import { inkKeys } from '../api/inks.ts';
import InkEditPage from './ink-edit.tsx';

const page = (
  <RouteParams params={{ id: '5' }}>
    <InkEditPage />
  </RouteParams>
);

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('editing an ink (/ink/{id}/edit)', () => {
  it('tells members it is for moderators and admins, and loads nothing', () => {
    const sent = fakeServer({});
    show(page, { user: member('user'), at: '/ink/5/edit' });
    expect(screen.getByText(/Only moderators and admins edit ink profiles/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the ink' }).getAttribute('href')).toBe(
      '/ink/5',
    );
    expect(sent).toEqual([]);
  });

  it('says so when the ink does not exist', async () => {
    fakeServer({ 'GET /api/inks/5': { status: 404, body: { message: 'Ink not found.' } } });
    show(page, { user: member('moderator'), at: '/ink/5/edit' });
    expect(await screen.findByRole('heading', { name: 'Ink Profile Not Found' })).toBeTruthy();
  });

  it('saves every field, the images in their new order, and goes back to the ink', async () => {
    const saved = ink({
      name: 'Ku-jaku II',
      featured: true,
      images: ['https://example.org/b.jpg'],
    });
    const sent = fakeServer({
      'GET /api/inks/5': { status: 200, body: ink() },
      'PUT /api/inks/5': { status: 200, body: saved },
    });
    const { qc } = show(page, { user: member('moderator'), at: '/ink/5/edit' });
    const name = await screen.findByLabelText('Ink name');
    expect((name as HTMLInputElement).value).toBe('Ku-jaku');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await userEvent.clear(name);
    await userEvent.type(name, 'Ku-jaku II');
    await userEvent.click(screen.getByRole('checkbox', { name: /Feature this ink/ }));
    const images = screen.getByRole('list', { name: 'Images, in order' });
    await userEvent.click(within(images).getByRole('button', { name: 'Move image 2 up' }));
    // the focus stays with the image that moved
    expect(document.activeElement).toBe(
      within(images).getByRole('button', { name: 'Move image 1 down' }),
    );
    expect(
      screen.getByText('Image 2 moved up. It is now image 1 of 2, the main image.'),
    ).toBeTruthy();
    await userEvent.click(within(images).getByRole('button', { name: 'Remove image 2' }));

    // an address the catalogue refuses is not added
    await userEvent.type(screen.getByLabelText('Add an image by its address'), 'ftp://x/y.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      screen.getByText('Images are our own uploads (/media/...) or https:// addresses.'),
    ).toBeTruthy();

    await userEvent.click(save);
    await waitFor(() => expect(window.location.pathname).toBe('/ink/5'));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      name: 'Ku-jaku II',
      brand: 'Pilot',
      line: 'Iroshizuku',
      color: 'Teal',
      colorHex: '#1f6f78',
      description: 'A peacock teal.',
      properties: ['Sheening'],
      featured: true,
      images: ['https://example.org/b.jpg'],
    });
    expect(screen.getByTestId('toast').textContent).toBe(
      'Ink updated / Pilot Ku-jaku II is saved.',
    );
    // the ink's page shows the change at once
    expect(qc.getQueryData(inkKeys.detail(5))).toEqual(saved);
  });

  it('refuses to save an ink whose image the catalogue would refuse, until it is removed', async () => {
    const sent = fakeServer({
      'GET /api/inks/5': {
        status: 200,
        body: ink({ images: ['data:image/svg+xml,<svg/>'] }),
      },
    });
    show(page, { user: member('admin'), at: '/ink/5/edit' });
    await userEvent.type(await screen.findByLabelText('Ink name'), ' Teal');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Remove it to save.');
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });
});
