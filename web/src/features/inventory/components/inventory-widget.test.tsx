import type { InventoryEntry } from '@inklore/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person, renderWith, testInk } from '#test/gallery-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import InventoryWidget from './inventory-widget.tsx';

const ENTRIES = 'GET /api/inks/7/collection/entries';

function entry(over: Partial<InventoryEntry> = {}): InventoryEntry {
  return {
    inkId: 7,
    status: 'owned',
    rating: null,
    notes: null,
    acquiredDate: null,
    kind: 'bottle',
    swabbed: false,
    lastUsed: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('the ink-ventory widget’s kinds (ADR 051)', () => {
  it('marks the kinds held, and adds a sample beside the bottle with swabbed and last used', async () => {
    let kindAsked: string | null = null;
    const calls = answerBy({
      [ENTRIES]: { status: 200, body: [entry()] },
      'POST /api/inks/7/collection': ({ body }) => ({
        status: 201,
        body: entry({ ...(body as Partial<InventoryEntry>) }),
      }),
      'PUT /api/inks/7/collection': ({ body, query }) => {
        kindAsked = query.get('kind');
        return { status: 200, body: entry({ ...(body as Partial<InventoryEntry>) }) };
      },
    });
    renderWith(<InventoryWidget ink={testInk({ id: 7 })} />, person(9));
    const kinds = await screen.findByRole('group', { name: 'Kind' });
    const bottle = screen.getByRole('radio', { name: /Bottle/ });
    expect((bottle as HTMLInputElement).checked).toBe(true);
    expect(kinds.textContent).toContain('(in your ink-ventory)');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Sample' }));
    expect(await screen.findByRole('button', { name: 'Add to Ink-ventory' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Tried' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Swabbed' }));
    fireEvent.change(screen.getByLabelText(/Last used on/), { target: { value: '2026-02-03' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Ink-ventory' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      status: 'tried',
      swabbed: true,
      lastUsed: '2026-02-03',
      kind: 'sample',
    });

    // the bottle is changed by its kind
    await userEvent.click(screen.getByRole('radio', { name: /Bottle/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Swabbed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(kindAsked).toBe('bottle'));
  });
});
