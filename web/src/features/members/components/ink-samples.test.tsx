import type { InkSamples } from '@inklore/contract';
import { MEMBER_MESSAGES } from '@inklore/contract/members/members.rules';
import { VERIFY_TO } from '@inklore/contract/trust/trust.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { ADA, GRACE, KUJAKU, sampleRequest } from '#test/members-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import InkSamplesCard, { offerCountText } from './ink-samples.tsx';

beforeEach(() => setCsrfToken('tok'));
afterEach(() => vi.unstubAllGlobals());

const ink = { id: KUJAKU.id, name: KUJAKU.name, brand: KUJAKU.brand };
const since = '2026-11-01T10:00:00.000Z';

function samples(body: InkSamples) {
  return { 'GET /api/inks/7/samples': { status: 200, body } };
}

describe('the ink page’s samples', () => {
  it('says how many offer, in words', () => {
    expect(offerCountText(1)).toBe('1 member offers samples');
    expect(offerCountText(3)).toBe('3 members offer samples');
  });

  it('is hidden when no one offers', async () => {
    const sent = answerBy(samples({ count: 0, offerers: null }));
    renderWith(<InkSamplesCard ink={ink} />, null);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Samples' })).toBeNull();
  });

  it('gives a visitor the count and asks them to sign in, naming no one', async () => {
    answerBy(samples({ count: 2, offerers: null }));
    renderWith(<InkSamplesCard ink={ink} />, null);
    expect(await screen.findByText('2 members offer samples of this ink.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to see who' }).getAttribute('href')).toBe(
      '/login?next=%2Fink%2F7',
    );
    expect(screen.queryByRole('button', { name: /Ask for a sample/ })).toBeNull();
  });

  it('shows a member who offers, with the note, and asks for a sample in a dialog', async () => {
    const sent = answerBy({
      ...samples({
        count: 2,
        offerers: [
          { member: GRACE, note: 'Within the EU', since },
          { member: ADA, note: null, since },
        ],
      }),
      'POST /api/auth/sample-requests': { status: 201, body: sampleRequest({ id: 55 }) },
    });
    renderWith(<InkSamplesCard ink={ink} />, member());
    const list = await screen.findByRole('list', { name: 'Members who offer samples of Ku-jaku' });
    expect(
      within(list)
        .getByRole('link', { name: /Grace Hopper/ })
        .getAttribute('href'),
    ).toBe('/user/grace');
    expect(within(list).getByText('Within the EU')).toBeTruthy();
    // the member's own offer has no button
    expect(within(list).getByText('(you)')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: /Ask for a sample/ })).toHaveLength(1);

    await userEvent.click(
      within(list).getByRole('button', { name: 'Ask for a sample from grace' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a sample' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText(MEMBER_MESSAGES.emptyMessage)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Hello!');
    expect(within(dialog).getByText('6/500 characters')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(/Your request was sent/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Open the request' }).getAttribute('href'),
    ).toBe('/samples/requests/55');
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { username: 'grace', inkId: 7, message: 'Hello!' },
    ]);
  });

  it('keeps the dialog open with the server’s words when asking is refused', async () => {
    answerBy({
      ...samples({ count: 1, offerers: [{ member: GRACE, note: null, since }] }),
      'POST /api/auth/sample-requests': {
        status: 409,
        body: { message: MEMBER_MESSAGES.alreadyAsked, code: 'conflict' },
      },
    });
    renderWith(<InkSamplesCard ink={ink} />, member());
    await userEvent.click(await screen.findByRole('button', { name: /Ask for a sample/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a sample' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Again?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.alreadyAsked)).toBeTruthy();
  });

  it('tells an unverified member to verify before asking', async () => {
    answerBy(samples({ count: 1, offerers: [{ member: GRACE, note: null, since }] }));
    renderWith(<InkSamplesCard ink={ink} />, member('user', { emailVerified: false }));
    expect(await screen.findByText(VERIFY_TO.requestSamples, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ask for a sample/ })).toBeNull();
  });
});
