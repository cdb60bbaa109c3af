import type { HistoryResponse, Revision } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { RouteParams } from '#src/lib/router.tsx';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import InkHistoryPage from './ink-history.tsx';

const page = (
  <RouteParams params={{ id: '5' }}>
    <InkHistoryPage />
  </RouteParams>
);

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function revision(id: number, over: Partial<Revision> = {}): Revision {
  return {
    id,
    inkId: 5,
    kind: 'staff',
    author: { username: 'grace' },
    addsInk: false,
    source: null,
    reverts: null,
    revertedBy: null,
    changes: [
      { field: 'colorHex', label: 'Colour', before: '#1b1b1b', after: '#1f5f66' },
      { field: 'color', label: 'Colour family', before: 'Black', after: 'Teal' },
    ],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

const added = revision(1, {
  kind: 'import',
  author: null,
  addsInk: true,
  source: { name: 'github.com/ewilderj/inks-mcp', id: 'inks-mcp:lamy-petrol' },
  changes: [
    { field: 'name', label: 'Name', before: null, after: 'Petrol' },
    { field: 'colorHex', label: 'Colour', before: null, after: '#1b1b1b' },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
});

function historyOf(revisions: Revision[], over: Partial<HistoryResponse> = {}): HistoryResponse {
  return {
    ink: { id: 5, name: 'Petrol', brand: 'LAMY' },
    data: revisions,
    page: 1,
    hasMore: false,
    total: revisions.length,
    ...over,
  };
}

const item = (name: RegExp) => {
  const el = screen.getByRole('heading', { name }).closest('li');
  if (!el) throw new Error(`no revision ${String(name)}`);
  return el;
};

describe('an ink’s history (/ink/{id}/history)', () => {
  it('lists each change with who, when, every field before and after, and the import’s source', async () => {
    const sent = answerBy({
      'GET /api/inks/5/history': { status: 200, body: historyOf([revision(2), added]) },
    });
    show(page, { user: null, at: '/ink/5/history' });
    const list = await screen.findByRole('list', { name: 'Revisions of LAMY Petrol' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('History');
    expect(
      screen.getAllByRole('link', { name: 'LAMY Petrol' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/ink/5', '/ink/5']);

    const edit = item(/Staff edit by grace/);
    expect(edit.textContent).toContain('November 20, 2026');
    const rows = within(edit).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FieldBeforeAfter',
      'Colour#1b1b1b#1f5f66',
      'Colour familyBlackTeal',
    ]);
    // a colour is shown as a swatch beside its hex
    const swatches = edit.querySelectorAll<HTMLElement>('td span[aria-hidden="true"]');
    expect([...swatches].map((s) => s.style.background)).toEqual([
      'rgb(27, 27, 27)',
      'rgb(31, 95, 102)',
    ]);

    const imported = item(/Added by Catalogue import from github.com\/ewilderj\/inks-mcp/);
    expect(imported.textContent).toContain('inks-mcp:lamy-petrol');
    expect(
      within(imported)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['FieldValue', 'NamePetrol', 'Colour#1b1b1b']);
    // visitors see no Revert
    expect(screen.queryByRole('button', { name: /Revert/ })).toBeNull();
    expect(sent[0]?.query.get('page')).toBe('1');
  });

  it('lets staff revert a revision after confirming; the history is asked again', async () => {
    const reverted = revision(3, {
      kind: 'revert',
      author: { username: 'ada' },
      reverts: 2,
      changes: [
        { field: 'colorHex', label: 'Colour', before: '#1f5f66', after: '#1b1b1b' },
        { field: 'color', label: 'Colour family', before: 'Teal', after: 'Black' },
      ],
    });
    const sent = answerBy({
      'GET /api/inks/5/history': [
        { status: 200, body: historyOf([revision(2), added]) },
        { status: 200, body: historyOf([reverted, revision(2, { revertedBy: 3 }), added]) },
      ],
      'POST /api/admin/revisions/2/revert': { status: 200, body: reverted },
    });
    show(page, { user: member('moderator'), at: '/ink/5/history' });
    await screen.findByRole('list', { name: 'Revisions of LAMY Petrol' });
    // the import that added the ink cannot be reverted
    expect(screen.getAllByRole('button', { name: /^Revert/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Revert revision 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revert revision 2?' });
    expect(dialog.textContent).toContain(
      'The fields Colour, Colour family go back to their values before revision 2.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Reverted / Revision 2 is undone; the revert is revision 3.',
      ),
    );
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([
      '/api/admin/revisions/2/revert',
    ]);
    expect(await screen.findByText('Reverted by revision 3')).toBeTruthy();
    expect(item(/Revert by ada/).textContent).toContain('undoes revision 2');
  });

  it('tells staff in the server’s words why a revert was refused', async () => {
    answerBy({
      'GET /api/inks/5/history': { status: 200, body: historyOf([revision(2)]) },
      'POST /api/admin/revisions/2/revert': {
        status: 409,
        body: {
          code: 'conflict',
          message: 'Colour family changed again after this revision (revision 4).',
        },
      },
    });
    show(page, { user: member('admin'), at: '/ink/5/history' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revert revision 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Not reverted / Colour family changed again after this revision (revision 4).',
      ),
    );
  });

  it('pages older changes and says when there are none', async () => {
    answerBy({
      'GET /api/inks/5/history': (s) =>
        s.query.get('page') === '1'
          ? { status: 200, body: historyOf([revision(9)], { hasMore: true, total: 2 }) }
          : { status: 200, body: historyOf([added], { page: 2, total: 2 }) },
    });
    show(page, { user: null, at: '/ink/5/history' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show older changes' }));
    await screen.findByRole('heading', { name: /Added by Catalogue import/ });
    expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull();
    expect(screen.getByText('2 revisions')).toBeTruthy();
  });

  it('says an unknown ink does not exist', async () => {
    answerBy({});
    show(page, { user: null, at: '/ink/5/history' });
    expect(await screen.findByRole('heading', { name: 'Ink Profile Not Found' })).toBeTruthy();
  });
});
