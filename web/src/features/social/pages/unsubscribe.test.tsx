import { SOCIAL_MESSAGES } from '@inklore/contract/social/social.rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBy } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { setCsrfToken } from '#src/lib/api-client.ts';
import UnsubscribePage from './unsubscribe.tsx';

beforeEach(() => setCsrfToken('tok'));
afterEach(() => vi.unstubAllGlobals());

const at = (path: string) => window.history.replaceState(null, '', path);

describe('/unsubscribe', () => {
  it('changes nothing on opening; the button stops the digest, signed out', async () => {
    at('/unsubscribe?token=abc%2Bdef');
    const sent = answerBy({
      'POST /api/unsubscribe': { status: 200, body: { message: SOCIAL_MESSAGES.unsubscribed } },
    });
    renderWith(<UnsubscribePage />, null);
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Stop the digest mails' }));
    expect(await screen.findByText(SOCIAL_MESSAGES.unsubscribed)).toBeTruthy();
    expect(sent.map((s) => [s.method, s.path, s.query.get('token')])).toEqual([
      ['POST', '/api/unsubscribe', 'abc+def'],
    ]);
    expect(screen.queryByRole('button', { name: 'Stop the digest mails' })).toBeNull();
  });

  it('says a link is not valid, and where to turn the digest off instead', async () => {
    at('/unsubscribe?token=nope');
    answerBy({
      'POST /api/unsubscribe': {
        status: 400,
        body: { message: SOCIAL_MESSAGES.badUnsubscribeLink, code: 'bad_request' },
      },
    });
    renderWith(<UnsubscribePage />, null);
    await userEvent.click(screen.getByRole('button', { name: 'Stop the digest mails' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(SOCIAL_MESSAGES.badUnsubscribeLink),
    );
  });

  it('says so at once for a link without its token', () => {
    at('/unsubscribe');
    const sent = answerBy({});
    renderWith(<UnsubscribePage />, null);
    expect(screen.getByText(SOCIAL_MESSAGES.badUnsubscribeLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop the digest mails' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
