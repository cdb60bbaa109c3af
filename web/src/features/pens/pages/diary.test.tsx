import type { Use } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBy, type Sent } from '#test/fetch-kit.ts';
import { person, renderWith } from '#test/gallery-kit.tsx';
import { inkedPen, KONPEKI, OXBLOOD, testPen, testUse } from '#test/pens-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import DiaryPage from './diary.tsx';

const custom = inkedPen(1, 41, KONPEKI);
const proGear = inkedPen(2, 42, OXBLOOD, { brand: 'Sailor', model: 'Pro Gear' });
const konpeki = custom.inking ?? (undefined as never);
const oxblood = proGear.inking ?? (undefined as never);

/** The diary as the server answers it: the marks between `from` and `to`, by pen and ink. */
function server(uses: Use[]) {
  return answerBy({
    'GET /api/auth/diary': ({ query }) => {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      const penId = query.get('penId');
      const inkId = query.get('inkId');
      return {
        status: 200,
        body: {
          from,
          to,
          uses: uses.filter(
            (u) =>
              u.day >= from &&
              u.day <= to &&
              (penId === null || u.pen.id === Number(penId)) &&
              (inkId === null || u.ink.id === Number(inkId)),
          ),
        },
      };
    },
    'GET /api/auth/pens': {
      status: 200,
      body: [custom, proGear, testPen(3, { brand: 'Lamy', model: 'Safari', archived: true })],
    },
    'GET /api/auth/inkings': { status: 200, body: [konpeki, oxblood] },
    'PATCH /api/auth/uses/901': ({ body }) => ({
      status: 200,
      body: { ...testUse(901, '2026-11-12', konpeki), note: (body as { note: string }).note },
    }),
    'DELETE /api/auth/uses/902': { status: 204 },
  });
}

const diaryCalls = (sent: Sent[]) =>
  sent
    .filter((s) => s.method === 'GET' && s.path === '/api/auth/diary')
    .map((s) => Object.fromEntries(s.query));

function show(at = '/diary') {
  window.history.replaceState(null, '', at);
  return renderWith(<DiaryPage />, person(9));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
  setCsrfToken('tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dismissToast();
  window.history.replaceState(null, '', '/');
});

describe('/diary', () => {
  it('shows the month with each day’s inks, in words a screen reader says', async () => {
    const sent = server([
      testUse(901, '2026-11-12', konpeki),
      testUse(902, '2026-11-12', oxblood),
      testUse(903, '2026-11-03', konpeki),
    ]);
    show();
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(
      await within(grid).findByRole('button', {
        name: '12 November: used Pilot Kon-peki in Pilot Custom 74; used Diamine Oxblood in Sailor Pro Gear',
      }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('button', { name: '22 November, today: nothing marked' }),
    ).toBeTruthy();
    expect(within(grid).getAllByRole('button')).toHaveLength(30);
    expect(screen.getByText('2 days written')).toBeTruthy();
    expect(diaryCalls(sent)[0]).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('moves by keyboard: arrows by day and week, Page Up to the month before', async () => {
    const sent = server([testUse(904, '2026-10-15', konpeki)]);
    show();
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    const today = within(grid).getByRole('button', { name: /^22 November/ });
    // one stop in the tab order: today
    expect(today.tabIndex).toBe(0);
    expect(within(grid).getByRole('button', { name: /^21 November/ }).tabIndex).toBe(-1);
    today.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^21 November/);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^14 November/);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{PageUp}');
    const october = await screen.findByRole('grid', { name: 'October 2026' });
    expect(window.location.search).toBe('?month=2026-10');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        '15 October: used Pilot Kon-peki in Pilot Custom 74',
      ),
    );
    expect(october.contains(document.activeElement)).toBe(true);
    expect(diaryCalls(sent).at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('filters by pen and by ink, kept in the address', async () => {
    const sent = server([testUse(901, '2026-11-12', konpeki), testUse(902, '2026-11-13', oxblood)]);
    show('/diary?month=2026-11');
    await screen.findByRole('grid', { name: 'November 2026' });
    const pen = screen.getByLabelText('Pen');
    // archived pens are there too, to look back
    expect(
      await within(pen).findByRole('option', { name: 'Lamy Safari (F), archived' }),
    ).toBeTruthy();
    await userEvent.selectOptions(pen, '2');
    expect(window.location.search).toBe('?pen=2');
    await waitFor(() =>
      expect(diaryCalls(sent).at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-30', penId: '2' }),
    );
    expect(await screen.findByText('1 day written (filtered)')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Ink'), 'Diamine Oxblood');
    expect(window.location.search).toBe('?pen=2&ink=8');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
  });

  it('lists a chosen day’s marks with their notes: the note changed, a mark removed', async () => {
    const sent = server([
      testUse(901, '2026-11-12', konpeki, 'Letters to Anna'),
      testUse(902, '2026-11-12', oxblood),
    ]);
    show();
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    await userEvent.click(await within(grid).findByRole('button', { name: /^12 November: used/ }));
    expect(window.location.search).toBe('?day=2026-11-12');
    const day = screen.getByRole('region', { name: '12 November 2026' });
    expect(within(day).getByText('Letters to Anna')).toBeTruthy();

    await userEvent.click(
      within(day).getByRole('button', { name: 'Edit note for Pilot Custom 74 with Kon-peki' }),
    );
    const note = within(day).getByLabelText(/Note for Pilot Custom 74 with Kon-peki/);
    await userEvent.clear(note);
    await userEvent.type(note, 'Letters to Anna and Ben');
    await userEvent.click(within(day).getByRole('button', { name: 'Save Note' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'PATCH').map((s) => [s.path, s.body])).toEqual([
        ['/api/auth/uses/901', { note: 'Letters to Anna and Ben' }],
      ]),
    );

    await userEvent.click(
      within(day).getByRole('button', { name: 'Remove Sailor Pro Gear with Oxblood' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Remove this day?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
        '/api/auth/uses/902',
      ]),
    );
  });
});
