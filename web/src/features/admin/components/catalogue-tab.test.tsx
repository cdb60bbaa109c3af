import type { CatalogueReview } from '@inklore/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { CatalogueTab } from './catalogue-tab.tsx';

beforeEach(() => setCsrfToken('t'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function review(id: number, over: Partial<CatalogueReview> = {}): CatalogueReview {
  return {
    id,
    ink: { id: 40 + id, brand: 'LAMY', name: 'Petrol', line: null, colorHex: '#1b1b1b' },
    kind: 'color',
    field: 'colorHex',
    label: 'Colour',
    stored: '#1b1b1b',
    current: '#1b1b1b',
    candidates: [
      {
        value: '#1b1b1b',
        source: 'github.com/ewilderj/inks-mcp',
        sourceId: 'lamy-petrol',
        note: 'swab-scan-average',
      },
    ],
    reasons: ['name says teal but the stored colour is Black'],
    sourceId: 'inks-mcp:lamy-petrol',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedBy: null,
    resolvedAt: null,
    revisionId: null,
    ...over,
  };
}

const twoSources = review(2, {
  ink: { id: 50, brand: 'Aurora', name: 'Black', line: null, colorHex: '#2a2a2a' },
  current: '#2a2a2a',
  stored: '#2a2a2a',
  candidates: [
    {
      value: '#2a2a2a',
      source: 'github.com/ewilderj/inks-mcp',
      sourceId: 'aurora-black',
      note: null,
    },
    {
      value: '#000000',
      source: 'github.com/Pomax/inkdb-data',
      sourceId: 'data/Aurora/Black/information.json',
      note: 'sample-dominant-color; ΔE00 10.5 from the first',
    },
  ],
  reasons: ['sources disagree: github.com/Pomax/inkdb-data has #000000 (ΔE00 10.5)'],
});

const difference = review(3, {
  ink: { id: 60, brand: 'Diamine', name: 'Oxblood (staff)', line: null, colorHex: '#5a1a1a' },
  kind: 'difference',
  field: 'name',
  label: 'Name',
  stored: 'Oxblood (staff)',
  current: 'Oxblood (staff)',
  candidates: [
    {
      value: 'Oxblood Red',
      source: 'github.com/ewilderj/inks-mcp',
      sourceId: 'inks-mcp:diamine-oxblood',
      note: null,
    },
  ],
  reasons: ['The catalogue file has Oxblood Red; the ink holds Oxblood (staff).'],
});

const list = (data: CatalogueReview[]) => ({
  status: 200,
  body: { data, page: 1, hasMore: false, total: data.length },
});

const row = (name: RegExp) => {
  const el = screen.getByRole('heading', { name }).closest('li');
  if (!el) throw new Error(`no row ${String(name)}`);
  return el;
};

describe('tab=catalogue: the catalogue import’s questions (ADR 048)', () => {
  it('shows each question with its ink, the candidates as swatches and the reasons', async () => {
    const sent = answerBy({
      'GET /api/admin/catalogue-reviews': list([review(1), twoSources, difference]),
    });
    show(<CatalogueTab />, { user: member('moderator'), at: '/admin?tab=catalogue' });
    const items = await screen.findByRole('list', { name: 'Waiting catalogue questions' });
    expect(within(items).getAllByRole('article')).toHaveLength(3);
    const aurora = row(/Aurora Black/);
    expect(within(aurora).getByRole('link', { name: 'Aurora Black' }).getAttribute('href')).toBe(
      '/ink/50',
    );
    expect(aurora.textContent).toContain(
      'sources disagree: github.com/Pomax/inkdb-data has #000000',
    );
    const colours = within(aurora).getByRole('list', { name: 'Colours' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '#2a2a2aStored now',
      '#2a2a2agithub.com/ewilderj/inks-mcp (aurora-black)',
      '#000000github.com/Pomax/inkdb-data (data/Aurora/Black/information.json)sample-dominant-color; ΔE00 10.5 from the firstUse #000000',
    ]);
    expect(aurora.querySelectorAll('.swab')).toHaveLength(3);
    // the stored colour is not offered as a change
    expect(within(aurora).getAllByRole('button', { name: /^Use #/ })).toHaveLength(1);
    const diff = row(/Diamine Oxblood \(staff\): Name/);
    expect(diff.textContent).toContain('The ink holdsOxblood (staff)');
    expect(diff.textContent).toContain('The file hasOxblood Red');
    expect(sent[0]?.query.get('status')).toBe('pending');
  });

  it('picks a candidate, another colour, the file’s value, or keeps and dismisses', async () => {
    const sent = answerBy({
      'GET /api/admin/catalogue-reviews': list([review(1), twoSources, difference]),
      'POST /api/admin/catalogue-reviews/2/answer': {
        status: 200,
        body: { ...twoSources, status: 'picked' },
      },
      'POST /api/admin/catalogue-reviews/1/answer': (s) => ({
        status: 200,
        body: {
          ...review(1),
          status: (s.body as { action: string }).action === 'pick' ? 'picked' : 'kept',
        },
      }),
      'POST /api/admin/catalogue-reviews/3/answer': {
        status: 200,
        body: { ...difference, status: 'dismissed' },
      },
    });
    show(<CatalogueTab />, { user: member('moderator'), at: '/admin?tab=catalogue' });
    await screen.findByRole('list', { name: 'Waiting catalogue questions' });

    await userEvent.click(within(row(/Aurora Black/)).getByRole('button', { name: 'Use #000000' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Changed / Aurora Black: Colour is now #000000. Its history shows the change.',
      ),
    );

    const petrol = row(/LAMY Petrol/);
    const use = within(petrol).getByRole('button', { name: 'Use this colour' });
    expect(use.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(petrol).getByLabelText('Another colour'), '1F5F66');
    await userEvent.click(use);
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2));

    await userEvent.click(within(row(/Diamine Oxblood/)).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(3));
    expect(sent.filter((s) => s.method === 'POST').map((s) => [s.path, s.body])).toEqual([
      ['/api/admin/catalogue-reviews/2/answer', { action: 'pick', value: '#000000' }],
      ['/api/admin/catalogue-reviews/1/answer', { action: 'pick', value: '#1f5f66' }],
      ['/api/admin/catalogue-reviews/3/answer', { action: 'dismiss' }],
    ]);
  });

  it('takes the file’s value of a difference, and says when nothing waits', async () => {
    const sent = answerBy({
      'GET /api/admin/catalogue-reviews': [list([difference]), list([])],
      'POST /api/admin/catalogue-reviews/3/answer': {
        status: 200,
        body: { ...difference, status: 'picked' },
      },
    });
    show(<CatalogueTab />, { user: member('admin'), at: '/admin?tab=catalogue' });
    await userEvent.click(await screen.findByRole('button', { name: 'Take the file’s value' }));
    expect(await screen.findByText('No catalogue questions waiting. All clear.')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      action: 'pick',
      value: 'Oxblood Red',
    });
  });
});
