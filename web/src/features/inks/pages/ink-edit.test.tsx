import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { RouteParams } from '#src/lib/router.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { ink, member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
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
    const sent = answerBy({});
    show(page, { user: member('user'), at: '/ink/5/edit' });
    expect(screen.getByText(/Only moderators and admins edit ink profiles/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the ink' }).getAttribute('href')).toBe(
      '/ink/5',
    );
    expect(sent).toEqual([]);
  });

  it('says so when the ink does not exist', async () => {
    answerBy({ 'GET /api/inks/5': { status: 404, body: { message: 'Ink not found.' } } });
    show(page, { user: member('moderator'), at: '/ink/5/edit' });
    expect(await screen.findByRole('heading', { name: 'Ink Profile Not Found' })).toBeTruthy();
  });

  it('saves every field, the images in their new order, and goes back to the ink', async () => {
    const saved = ink({
      name: 'Ku-jaku II',
      featured: true,
      images: ['https://example.org/b.jpg'],
    });
    const sent = answerBy({
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

  it('edits the other names: Enter adds, the same name in any case is refused, Remove takes one out', async () => {
    const names = ['色彩雫 紺碧', 'Konpeki'];
    const sent = answerBy({
      'GET /api/inks/5': { status: 200, body: ink({ aliases: names }) },
      'PUT /api/inks/5': { status: 200, body: ink({ aliases: ['色彩雫 紺碧', 'Deep Azure'] }) },
    });
    show(page, { user: member('moderator'), at: '/ink/5/edit' });
    const group = await screen.findByRole('group', { name: 'Other names (optional)' });
    const list = within(group).getByRole('list', { name: 'Other names' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(names);
    expect(group.textContent).toContain('2/20');

    const field = within(group).getByLabelText('Add a name');
    await userEvent.type(field, 'konpeki{Enter}');
    expect(within(group).getByText('“konpeki” is in the list already.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field);
    await userEvent.type(field, '  Deep Azure {Enter}');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('“Deep Azure” added. 3 names in the list.')).toBeTruthy();
    // the form was not sent by Enter
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Konpeki' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['色彩雫 紺碧', 'Deep Azure']);
    // the focus goes to the name now in its place
    expect(document.activeElement).toBe(
      within(list).getByRole('button', { name: 'Remove Deep Azure' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ink/5'));
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({
      aliases: ['色彩雫 紺碧', 'Deep Azure'],
    });
  });

  it('takes at most 20 other names, and refuses one the contract refuses', async () => {
    const names = Array.from({ length: 19 }, (_, i) => `Name ${i + 1}`);
    answerBy({ 'GET /api/inks/5': { status: 200, body: ink({ aliases: names }) } });
    show(page, { user: member('admin'), at: '/ink/5/edit' });
    const group = await screen.findByRole('group', { name: 'Other names (optional)' });
    const field = within(group).getByLabelText<HTMLInputElement>('Add a name');
    await userEvent.click(within(group).getByRole('button', { name: 'Add name' }));
    expect(within(group).getByText('Type a name first.')).toBeTruthy();
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(101));
    await userEvent.keyboard('{Enter}');
    expect(within(group).getByText('Another name has at most 100 characters.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'Name 20{Enter}');
    expect(group.textContent).toContain('20/20');
    expect(field.disabled).toBe(true);
    expect(
      within(group).getByRole<HTMLButtonElement>('button', { name: 'Add name' }).disabled,
    ).toBe(true);
    expect(within(group).getByText('That is 20, the most an ink may have.')).toBeTruthy();
  });

  it('refuses to save an ink whose image the catalogue would refuse, until it is removed', async () => {
    const sent = answerBy({
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
