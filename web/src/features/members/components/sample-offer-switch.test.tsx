import type { MyOffer } from '@inklore/contract';
import { MEMBER_MESSAGES } from '@inklore/contract/members/members.rules';
import { VERIFY_TO } from '@inklore/contract/trust/trust.rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy, type Sent } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { KUJAKU } from '#test/members-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import SampleOfferSwitch from './sample-offer-switch.tsx';

beforeEach(() => setCsrfToken('tok'));
afterEach(() => vi.unstubAllGlobals());

/** The server's offers of the member, changed by the switch. */
function serve(offers: MyOffer[]) {
  return answerBy({
    'GET /api/auth/samples/offers': () => ({ status: 200, body: offers }),
    'PUT /api/auth/samples/offers/7': ({ body }) => {
      const note = (body as { note: string }).note || null;
      const offer = { ink: KUJAKU, note, createdAt: '2026-11-20T10:00:00.000Z' };
      const had = offers.findIndex((o) => o.ink.id === 7);
      if (had >= 0) offers.splice(had, 1, offer);
      else offers.push(offer);
      return { status: had >= 0 ? 200 : 201, body: offer };
    },
    'DELETE /api/auth/samples/offers/7': () => {
      offers.splice(0, offers.length);
      return { status: 204 };
    },
  });
}

const calls = (sent: Sent[]) =>
  sent.filter((s) => s.method !== 'GET').map((s) => [s.method, s.path, s.body]);

describe('"I can share samples of this"', () => {
  it('is off at first; on, it offers with no note, then a note can be saved', async () => {
    const sent = serve([]);
    renderWith(<SampleOfferSwitch inkId={7} />, member());
    const toggle = await screen.findByRole('switch', { name: 'I can share samples of this' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/Note for members who ask/)).toBeNull();

    await userEvent.click(toggle);
    const note = await screen.findByLabelText(/Note for members who ask/);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.type(note, 'I can send within the EU.');
    expect(screen.getByText('25/300 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeTruthy();
    expect(calls(sent)).toEqual([
      ['PUT', '/api/auth/samples/offers/7', { note: '' }],
      ['PUT', '/api/auth/samples/offers/7', { note: 'I can send within the EU.' }],
    ]);
  });

  it('stops offering when turned off', async () => {
    const sent = serve([{ ink: KUJAKU, note: 'EU only', createdAt: '2026-11-20T10:00:00.000Z' }]);
    renderWith(<SampleOfferSwitch inkId={7} />, member());
    const toggle = await screen.findByRole('switch', { name: 'I can share samples of this' });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(
      (await screen.findByLabelText<HTMLTextAreaElement>(/Note for members who ask/)).value,
    ).toBe('EU only');
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(calls(sent)).toEqual([['DELETE', '/api/auth/samples/offers/7', undefined]]);
  });

  it('tells an unverified member to verify first, and cannot be turned on', async () => {
    const sent = serve([]);
    renderWith(<SampleOfferSwitch inkId={7} />, member('user', { emailVerified: false }));
    expect(await screen.findByText(VERIFY_TO.offerSamples, { exact: false })).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'I can share samples of this' });
    await waitFor(() => expect(sent.some((s) => s.path === '/api/auth/samples/offers')).toBe(true));
    expect((toggle as HTMLInputElement).disabled).toBe(true);
  });

  it('says the server’s words when the ink is not owned any more', async () => {
    answerBy({
      'GET /api/auth/samples/offers': { status: 200, body: [] },
      'PUT /api/auth/samples/offers/7': {
        status: 409,
        body: { message: MEMBER_MESSAGES.offerNotOwned, code: 'conflict' },
      },
    });
    renderWith(<SampleOfferSwitch inkId={7} />, member());
    const toggle = await screen.findByRole('switch', { name: 'I can share samples of this' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(toggle);
    expect(await screen.findByText(MEMBER_MESSAGES.offerNotOwned)).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });
});
