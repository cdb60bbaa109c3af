import type { Pen, Use } from '@inklore/contract';
import { cleanedBeforeUseMessage, PEN_MESSAGES } from '@inklore/contract/pens/pens.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBy, type Sent } from '#test/fetch-kit.ts';
import { person, renderWith } from '#test/gallery-kit.tsx';
import { inkedPen, KONPEKI, OXBLOOD, testPen, testUse } from '#test/pens-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import PensPage from './pens.tsx';

const TODAY = '2026-11-22';
const toast = () => screen.getByTestId('toast').textContent;

/** The server's pens and today's marks, changed by the calls the page makes. */
function server(pens: Pen[], marks: Use[] = []) {
  let nextUse = 900;
  const sent = answerBy({
    'GET /api/auth/pens': { status: 200, body: pens },
    'GET /api/auth/diary': ({ query }) => ({
      status: 200,
      body: { from: query.get('from'), to: query.get('to'), uses: marks },
    }),
    'GET /api/auth/inkings': { status: 200, body: [] },
    'POST /api/auth/inkings/41/uses': ({ body }) => {
      const inking = pens[0]?.inking;
      if (!inking) return { status: 404 };
      const use = testUse(nextUse++, (body as { day: string }).day, inking);
      marks.push(use);
      return { status: 201, body: use };
    },
    'DELETE /api/auth/uses/900': () => {
      marks.splice(0, marks.length);
      return { status: 204 };
    },
    'POST /api/auth/inkings/41/refill': { status: 200, body: pens[0]?.inking },
    'POST /api/auth/pens': ({ body }) => ({
      status: 201,
      body: testPen(60, body as Partial<Pen>),
    }),
  });
  return sent;
}

const sentTo = (sent: Sent[], method: string, path: string) =>
  sent.filter((s) => s.method === method && s.path === path);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // the browser's local morning of 22 November
  vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
  setCsrfToken('tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dismissToast();
});

describe('/pens', () => {
  it('asks a visitor to sign in, and comes back here after', () => {
    renderWith(<PensPage />, null);
    expect(screen.getByRole('heading', { level: 1, name: 'My Pens' })).toBeTruthy();
    expect(screen.getByText(/Sign in to keep your pens/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fpens',
    );
  });

  it('shows what is inked first: the ink, the pen and nib, days inked, and "Clean soon" when it is time', async () => {
    const sent = server([
      inkedPen(1, 41, KONPEKI, {}, { inkedOn: '2026-11-10', refills: 1, daysUsed: 4 }),
      inkedPen(
        2,
        42,
        OXBLOOD,
        { brand: 'Sailor', model: 'Pro Gear', nibSize: 'M' },
        { inkedOn: '2026-10-01', cleanSoon: true },
      ),
      testPen(3, { brand: 'Esterbrook', model: 'J' }),
    ]);
    renderWith(<PensPage />, person(9));
    const cards = await screen.findAllByTestId('inked-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: /Pilot Custom 74/ }).textContent).toContain(
      'F',
    );
    expect(within(first).getByRole('link', { name: 'Kon-peki' }).getAttribute('href')).toBe(
      '/ink/7',
    );
    expect(within(first).getByText(/Inked 12 days ago · 2 fills · used on 4 days/)).toBeTruthy();
    expect(within(first).queryByText('Clean soon')).toBeNull();
    expect(within(second).getByText('Clean soon')).toBeTruthy();
    // the member's local today goes with every list
    expect(sentTo(sent, 'GET', '/api/auth/pens')[0]?.query.get('today')).toBe(TODAY);
    const todays = sentTo(sent, 'GET', '/api/auth/diary')[0];
    expect([todays?.query.get('from'), todays?.query.get('to')]).toEqual([TODAY, TODAY]);
    // the pen that is not inked is in My pens, with the way to ink it
    const list = screen.getByRole('list', { name: 'My pens' });
    expect(within(list).getByText('Esterbrook J')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: 'Ink this pen' })).toHaveLength(1);
  });

  it('marks today in one tap on "Used today", says so, and undoes it', async () => {
    const sent = server([inkedPen(1, 41, KONPEKI)]);
    renderWith(<PensPage />, person(9));
    const card = (await screen.findAllByTestId('inked-card'))[0] as HTMLElement;
    const used = within(card).getByRole<HTMLButtonElement>('button', { name: 'Used today' });
    await waitFor(() => expect(used.disabled).toBe(false));
    await userEvent.click(used);

    expect(await within(card).findByText('Used today ✓')).toBeTruthy();
    expect(sentTo(sent, 'POST', '/api/auth/inkings/41/uses').map((s) => s.body)).toEqual([
      { day: TODAY },
    ]);
    expect(toast()).toContain('Pilot Custom 74 with Kon-peki is in your diary.');
    const undo = within(card).getByRole('button', { name: 'Undo' });
    // focus follows the change, so a keyboard is not left on nothing
    await waitFor(() => expect(document.activeElement).toBe(undo));

    await userEvent.click(undo);
    expect(await within(card).findByRole('button', { name: 'Used today' })).toBeTruthy();
    expect(sentTo(sent, 'DELETE', '/api/auth/uses/900')).toHaveLength(1);
    expect(within(card).queryByText('Used today ✓')).toBeNull();
  });

  it('shows a day already marked as marked when the page opens', async () => {
    const pen = inkedPen(1, 41, KONPEKI);
    server([pen], pen.inking ? [testUse(900, TODAY, pen.inking)] : []);
    renderWith(<PensPage />, person(9));
    const card = (await screen.findAllByTestId('inked-card'))[0] as HTMLElement;
    expect(await within(card).findByText('Used today ✓')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Used today' })).toBeNull();
  });

  it('refills with today', async () => {
    const sent = server([inkedPen(1, 41, KONPEKI)]);
    renderWith(<PensPage />, person(9));
    const card = (await screen.findAllByTestId('inked-card'))[0] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Refill +1' }));
    await waitFor(() =>
      expect(sentTo(sent, 'POST', '/api/auth/inkings/41/refill').map((s) => s.body)).toEqual([
        { day: TODAY },
      ]),
    );
    await waitFor(() => expect(toast()).toContain('has had 2 fills of Kon-peki'));
  });

  it('does not archive an inked pen: it says to clean it first', async () => {
    const sent = server([inkedPen(1, 41, KONPEKI)]);
    renderWith(<PensPage />, person(9));
    const list = await screen.findByRole('list', { name: 'My pens' });
    await userEvent.click(within(list).getByRole('button', { name: 'Archive' }));
    expect(toast()).toContain(PEN_MESSAGES.archiveInked);
    expect(sent.some((s) => s.method === 'PATCH')).toBe(false);
  });

  it('adds a pen: the brand is needed, the rest is optional, private unless chosen', async () => {
    const sent = server([]);
    renderWith(<PensPage />, person(9));
    expect(await screen.findByText('You have no pens here yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a pen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Pen' }));
    expect(
      await within(dialog).findByText("Give the pen's brand (or the maker's name)."),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Brand'), 'Sailor');
    await userEvent.type(within(dialog).getByLabelText('Model (optional)'), 'Pro Gear Slim');
    await userEvent.type(within(dialog).getByLabelText('Nib size (optional)'), 'MF');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Brush' }));
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Public' }).checked).toBe(
      false,
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Public' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Pen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(sent, 'POST', '/api/auth/pens').map((s) => s.body)).toEqual([
      {
        kind: 'brush',
        isPublic: true,
        brand: 'Sailor',
        model: 'Pro Gear Slim',
        nibSize: 'MF',
        nibGrind: null,
        fillingSystem: null,
        color: null,
        material: null,
        notes: null,
      },
    ]);
    expect(toast()).toContain('Sailor Pro Gear Slim is in your pens.');
  });

  it('tells a new account to verify its email before a pen can be public', async () => {
    server([]);
    renderWith(<PensPage />, { ...person(9), emailVerified: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a pen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pen' });
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Public' }).disabled,
    ).toBe(true);
    expect(
      within(dialog).getByText(/Please verify your email address to make a pen public/),
    ).toBeTruthy();
  });

  it('marks another day within the pairing’s dates, with a note', async () => {
    const sent = server([inkedPen(1, 41, KONPEKI, {}, { inkedOn: '2026-11-10' })]);
    renderWith(<PensPage />, person(9));
    const card = (await screen.findAllByTestId('inked-card'))[0] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Another day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Used on another day' });
    const day = within(dialog).getByLabelText<HTMLInputElement>('Day');
    expect([day.min, day.max, day.value]).toEqual(['2026-11-10', TODAY, TODAY]);
    // before the pen was inked: said at once, nothing sent
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark the day' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PEN_MESSAGES.beforeInked);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-14');
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Long letter to Ben');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark the day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(sent, 'POST', '/api/auth/inkings/41/uses').map((s) => s.body)).toEqual([
      { day: '2026-11-14', note: 'Long letter to Ben' },
    ]);
    expect(toast()).toContain('14 November 2026 is in your diary.');
  });

  it('logs a dip pen’s day with the ink it was dipped in', async () => {
    const dip = testPen(5, { kind: 'dip', brand: 'Brause', model: 'Rose', nibSize: null });
    const sent = answerBy({
      'GET /api/auth/pens': { status: 200, body: [dip] },
      'GET /api/auth/diary': ({ query }) => ({
        status: 200,
        body: { from: query.get('from'), to: query.get('to'), uses: [] },
      }),
      'GET /api/auth/inkings': { status: 200, body: [] },
      'GET /api/auth/inventory': {
        status: 200,
        body: [
          {
            entry: {
              inkId: 8,
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
            ink: { id: 8, name: 'Oxblood', brand: 'Diamine', line: null, colorHex: '#7a2330' },
          },
        ],
      },
      'POST /api/auth/pens/5/uses': {
        status: 201,
        body: { id: 950, day: TODAY, pen: dip, ink: OXBLOOD, inkingId: null, note: null },
      },
    });
    renderWith(<PensPage />, person(9));
    const list = await screen.findByRole('list', { name: 'My pens' });
    // a dip pen holds no ink: no "Ink this pen"
    expect(within(list).queryByRole('button', { name: 'Ink this pen' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Used today with...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Used Brause Rose with...' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Oxblood/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark the day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(sent, 'POST', '/api/auth/pens/5/uses').map((s) => s.body)).toEqual([
      { inkId: 8, day: TODAY },
    ]);
  });

  it('cleans on a day the member chooses, and shows the server’s word on a day it refuses', async () => {
    const answers = [
      {
        status: 400,
        body: {
          message: 'Some fields are not valid.',
          code: 'validation_failed',
          fields: { day: cleanedBeforeUseMessage('2026-11-20') },
        },
      },
      { status: 200, body: {} },
    ];
    const sent = answerBy({
      'GET /api/auth/pens': { status: 200, body: [inkedPen(1, 41, KONPEKI)] },
      'GET /api/auth/diary': ({ query }) => ({
        status: 200,
        body: { from: query.get('from'), to: query.get('to'), uses: [] },
      }),
      'GET /api/auth/inkings': { status: 200, body: [] },
      'POST /api/auth/inkings/41/clean': answers,
    });
    renderWith(<PensPage />, person(9));
    const card = (await screen.findAllByTestId('inked-card'))[0] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Clean' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clean Pilot Custom 74' });
    const day = within(dialog).getByLabelText<HTMLInputElement>('Cleaned on');
    expect([day.min, day.value]).toEqual(['2026-11-10', TODAY]);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clean the pen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      cleanedBeforeUseMessage('2026-11-20'),
    );
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clean the pen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(sent, 'POST', '/api/auth/inkings/41/clean').map((s) => s.body)).toEqual([
      { day: '2026-11-15' },
      { day: '2026-11-21' },
    ]);
    expect(toast()).toContain('Pilot Custom 74 is clean');
  });
});
