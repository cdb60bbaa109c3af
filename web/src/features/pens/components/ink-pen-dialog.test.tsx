import type { MyInventoryItem } from '@inklore/contract';
import { PEN_MESSAGES } from '@inklore/contract/pens/pens.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBy, type Sent } from '#test/fetch-kit.ts';
import { person, renderWith, testInk } from '#test/gallery-kit.tsx';
import { inkedPen, KONPEKI, OXBLOOD, testInking, testPen } from '#test/pens-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import InkPenDialog from './ink-pen-dialog.tsx';

const TODAY = '2026-11-22';
const toast = () => screen.getByTestId('toast').textContent;
const posts = (sent: Sent[]) =>
  sent.filter((s) => s.method === 'POST' && s.path === '/api/auth/inkings').map((s) => s.body);

const PENS = [
  testPen(1, { brand: 'Pilot', model: 'Custom 74' }),
  inkedPen(2, 42, OXBLOOD, { brand: 'Sailor', model: 'Pro Gear' }),
  testPen(3, { kind: 'dip', brand: 'Brause', model: 'Rose' }),
  testPen(4, { kind: 'brush', brand: 'Kuretake', model: 'No. 8' }),
];

function created(penIndex: number, addedToInventory: 'bottle' | 'sample' | null) {
  const pen = PENS[penIndex] ?? testPen(1);
  return { status: 201, body: { inking: testInking(50, pen, KONPEKI), addedToInventory } };
}

function owned(ink: typeof KONPEKI): MyInventoryItem {
  return {
    entry: {
      inkId: ink.id,
      status: 'owned',
      rating: null,
      notes: null,
      acquiredDate: null,
      kind: 'bottle',
      swabbed: false,
      lastUsed: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
    ink: { id: ink.id, name: ink.name, brand: ink.brand, line: null, colorHex: ink.colorHex },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 21, 0));
  setCsrfToken('tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dismissToast();
});

describe('Ink a pen with this (from an ink)', () => {
  it('offers only the pens that can take it, and adds an ink not owned as the member says', async () => {
    const sent = answerBy({
      'GET /api/auth/pens': { status: 200, body: PENS },
      'POST /api/auth/inkings': created(0, 'sample'),
    });
    const onClose = vi.fn();
    renderWith(<InkPenDialog ink={{ ...KONPEKI, owned: false }} onClose={onClose} />, person(9));
    const dialog = await screen.findByRole('dialog', { name: 'Ink a pen with this' });
    const pens = within(await within(dialog).findByRole('group', { name: 'Pen' }))
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    // not the inked Pro Gear, not the dip pen (it holds no ink)
    expect(pens).toEqual(['Pilot Custom 74F nib', 'Kuretake No. 8F nib']);
    expect(sent.find((s) => s.path === '/api/auth/pens')?.query.get('archived')).toBe('false');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Pilot Custom 74/ }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Inked on').value).toBe(TODAY);
    const addAs = within(dialog).getByRole('group', { name: 'Add it to your ink-ventory as' });
    await userEvent.click(within(addAs).getByRole('radio', { name: 'A sample' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ink the pen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(sent)).toEqual([{ penId: 1, inkId: 7, inkedOn: TODAY, addAs: 'sample' }]);
    expect(toast()).toBe(
      'Inked / Pilot Custom 74 is inked with Kon-peki. Added to your ink-ventory as a sample.',
    );
  });

  it('asks nothing about the ink-ventory for an ink the member owns', async () => {
    const sent = answerBy({
      'GET /api/auth/pens': { status: 200, body: [PENS[0]] },
      'POST /api/auth/inkings': created(0, null),
    });
    renderWith(<InkPenDialog ink={{ ...KONPEKI, owned: true }} onClose={() => {}} />, person(9));
    const dialog = await screen.findByRole('dialog', { name: 'Ink a pen with this' });
    // the only free pen is chosen already
    const only = await within(dialog).findByRole<HTMLInputElement>('radio', {
      name: /Pilot Custom 74/,
    });
    expect(only.checked).toBe(true);
    expect(within(dialog).queryByRole('group', { name: /ink-ventory/ })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Tomoe River');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ink the pen' }));
    await waitFor(() =>
      expect(posts(sent)).toEqual([{ penId: 1, inkId: 7, inkedOn: TODAY, note: 'Tomoe River' }]),
    );
  });

  it('says what to do when no pen is free', async () => {
    answerBy({ 'GET /api/auth/pens': { status: 200, body: [PENS[1], PENS[2]] } });
    renderWith(<InkPenDialog ink={{ ...KONPEKI, owned: true }} onClose={() => {}} />, person(9));
    expect(await screen.findByText(/Every one of your pens is inked/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Pens' }).getAttribute('href')).toBe('/pens');
  });
});

describe('Ink this pen (from a pen)', () => {
  it('finds the ink: the member’s own first, then the catalogue’s; the server’s refusal shows in the dialog', async () => {
    const searches: Sent[] = [];
    const sent = answerBy({
      'GET /api/auth/inventory': (s) => {
        searches.push(s);
        const text = s.query.get('search');
        return { status: 200, body: text && !'kon-peki'.includes(text) ? [] : [owned(KONPEKI)] };
      },
      'GET /api/inks': (s) => {
        searches.push(s);
        return {
          status: 200,
          body: {
            data: [testInk({ id: 8, name: 'Oxblood', brand: 'Diamine', colorHex: '#7a2330' })],
            page: 1,
            hasMore: false,
            total: 1,
          },
        };
      },
      'POST /api/auth/inkings': { status: 409, body: { message: PEN_MESSAGES.alreadyInked } },
    });
    renderWith(<InkPenDialog pen={PENS[0]} onClose={() => {}} />, person(9));
    const dialog = await screen.findByRole('dialog', { name: 'Ink Pilot Custom 74' });
    // before typing: the member's own inks
    const mine = await within(dialog).findByRole('group', { name: 'In your ink-ventory' });
    expect(within(mine).getByRole('radio', { name: /Kon-peki/ })).toBeTruthy();
    expect(searches[0]?.query.get('status')).toBe('owned');

    await userEvent.type(within(dialog).getByLabelText('Find the ink'), 'oxb');
    const catalogue = await within(dialog).findByRole('group', { name: 'From the catalogue' });
    expect(searches.find((s) => s.path === '/api/inks')?.query.get('search')).toBe('oxb');
    await userEvent.click(within(catalogue).getByRole('radio', { name: /Oxblood/ }));
    // not owned: how it joins the ink-ventory (a bottle unless said)
    const addAs = within(dialog).getByRole('group', { name: 'Add it to your ink-ventory as' });
    expect(within(addAs).getByRole<HTMLInputElement>('radio', { name: 'A bottle' }).checked).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ink the pen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PEN_MESSAGES.alreadyInked);
    expect(posts(sent)).toEqual([{ penId: 1, inkId: 8, inkedOn: TODAY, addAs: 'bottle' }]);
  });

  it('needs an ink before it asks', async () => {
    const sent = answerBy({ 'GET /api/auth/inventory': { status: 200, body: [] } });
    renderWith(<InkPenDialog pen={PENS[0]} onClose={() => {}} />, person(9));
    const dialog = await screen.findByRole('dialog', { name: 'Ink Pilot Custom 74' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ink the pen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Choose the ink/);
    expect(posts(sent)).toEqual([]);
  });
});
