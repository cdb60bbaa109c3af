import type { MyInventoryItem } from '@inklore/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { person, renderWith } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { MyInventoryCard } from './my-inventory-card.tsx';

function item(inkId: number, kind: MyInventoryItem['entry']['kind']): MyInventoryItem {
  return {
    entry: {
      inkId,
      status: 'owned',
      rating: null,
      notes: null,
      acquiredDate: null,
      kind,
      swabbed: kind === 'sample',
      lastUsed: kind === 'sample' ? '2026-02-03' : null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
    ink: { id: inkId, name: 'Kon-peki', brand: 'Pilot', line: 'Iroshizuku', colorHex: '#1e4a8a' },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('my ink-ventory on /profile: kinds (ADR 051)', () => {
  it('lists a bottle and a sample of one ink, and filters by kind', async () => {
    const kinds: (string | null)[] = [];
    answerBy({
      'GET /api/auth/inventory': ({ query }) => {
        kinds.push(query.get('kind'));
        const all = [item(7, 'bottle'), item(7, 'sample')];
        const kind = query.get('kind');
        return { status: 200, body: kind ? all.filter((i) => i.entry.kind === kind) : all };
      },
    });
    renderWith(<MyInventoryCard />, person(9));
    expect(await screen.findByText('Bottle · Owned')).toBeTruthy();
    expect(screen.getByText('Sample · Owned')).toBeTruthy();
    expect(screen.getByText(/swabbed/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'sample');
    await waitFor(() => expect(kinds).toContain('sample'));
    await waitFor(() => expect(screen.queryByText('Bottle · Owned')).toBeNull());
    expect(screen.getByText('Sample · Owned')).toBeTruthy();
  });
});
