import type { AccessToken } from '@inklore/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { i18n } from '#src/lib/i18n.ts';
import { AccessTokensCard, expiryText, TOKEN_TEXT } from './access-tokens-card.tsx';

afterEach(() => vi.unstubAllGlobals());

function token(id: number, over: Partial<AccessToken> = {}): AccessToken {
  return {
    id,
    name: `Token ${id}`,
    scope: 'read',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    expired: false,
    ...over,
  };
}

const SECRET = `ink_${'a'.repeat(43)}`;

describe('Access tokens on /profile', () => {
  it('creates a token and shows its secret once, with the warning and a copy button', async () => {
    const list = { status: 200, body: { tokens: [], limit: 20 } };
    const sent = answerBy({
      'GET /api/tokens': [
        list,
        { status: 200, body: { tokens: [token(5, { name: 'Sheet', scope: 'write' })], limit: 20 } },
      ],
      'POST /api/tokens': {
        status: 201,
        body: { ...token(5, { name: 'Sheet', scope: 'write' }), secret: SECRET },
      },
    });
    const ada = member();
    show(<AccessTokensCard user={ada} />, { user: ada, at: '/profile' });
    expect(await screen.findByText('You have no access tokens.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Sheet ' } });
    fireEvent.click(screen.getByRole('radio', { name: /Read and write/ }));
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: 'never' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Token' }));

    const panel = await screen.findByTestId('new-token');
    expect(within(panel).getByText(i18n._(TOKEN_TEXT.once))).toBeTruthy();
    expect(within(panel).getByLabelText<HTMLInputElement>('The token').value).toBe(SECRET);
    expect(within(panel).getByRole('button', { name: 'Copy token' })).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      name: 'Sheet',
      scope: 'write',
      expiresInDays: null,
    });
    // the list is asked again and shows the token, never its secret
    const items = await screen.findByRole('list', { name: 'Your access tokens' });
    expect(items.textContent).toContain('Sheet');
    expect(items.textContent).toContain('Read and write');
    expect(items.textContent).not.toContain(SECRET);

    fireEvent.click(within(panel).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByTestId('new-token')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your tokens' })),
    );
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('says what is wrong with a name before sending it', async () => {
    const sent = answerBy({
      'GET /api/tokens': { status: 200, body: { tokens: [], limit: 20 } },
    });
    const ada = member();
    show(<AccessTokensCard user={ada} />, { user: ada, at: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText(/Give the token a name/)).toBeTruthy();
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
  });

  it('lists each token’s scope and dates, and revokes one after asking', async () => {
    const sent = answerBy({
      'GET /api/tokens': {
        status: 200,
        body: {
          tokens: [
            token(2, {
              name: 'Backup',
              expiresAt: '2026-12-20T10:00:00.000Z',
              lastUsedAt: '2026-11-24T08:00:00.000Z',
            }),
            token(1, { name: 'Old', expiresAt: '2026-11-21T10:00:00.000Z', expired: true }),
          ],
          limit: 20,
        },
      },
      'DELETE /api/tokens/2': { status: 204 },
    });
    const ada = member();
    show(<AccessTokensCard user={ada} />, { user: ada, at: '/profile' });
    const list = await screen.findByRole('list', { name: 'Your access tokens' });
    const [backup, old] = within(list).getAllByRole('listitem');
    expect(backup?.textContent).toContain('Last used');
    expect(backup?.textContent).toContain('Expires');
    expect(old?.textContent).toContain('Expired');
    expect(old?.textContent).toContain('Never used');

    fireEvent.click(within(backup as HTMLElement).getByRole('button', { name: 'Revoke Backup' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('stop working at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'DELETE')).toBe(true));
    expect(sent.find((s) => s.method === 'DELETE')?.path).toBe('/api/tokens/2');
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toContain('Access token revoked'),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your tokens' })),
    );
  });

  it('asks an unverified member to verify first', async () => {
    answerBy({ 'GET /api/tokens': { status: 200, body: { tokens: [], limit: 20 } } });
    const unverified = member('user', { emailVerified: false });
    show(<AccessTokensCard user={unverified} />, { user: unverified, at: '/profile' });
    expect(await screen.findByText(i18n._(TOKEN_TEXT.unverified))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Token' })).toBeNull();
  });

  it('asks a member holding the most tokens to revoke one first', async () => {
    const full = Array.from({ length: 20 }, (_, i) => token(i + 1));
    answerBy({ 'GET /api/tokens': { status: 200, body: { tokens: full, limit: 20 } } });
    const ada = member();
    show(<AccessTokensCard user={ada} />, { user: ada, at: '/profile' });
    expect(await screen.findByText(/the most one member may hold/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Token' })).toBeNull();
  });

  it('words an expiry', () => {
    expect(expiryText({ expiresAt: null, expired: false })).toBe('Never expires');
    expect(expiryText({ expiresAt: '2026-12-20T10:00:00.000Z', expired: false })).toMatch(
      /^Expires /,
    );
    expect(expiryText({ expiresAt: '2026-11-20T10:00:00.000Z', expired: true })).toMatch(
      /^Expired /,
    );
  });
});
