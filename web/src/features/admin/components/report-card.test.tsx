import type { Report } from '@inklore/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import Toaster from '#src/components/ui/toaster.tsx';
import { ReportCard } from './report-card.tsx';

function report(over: Partial<Report> = {}): Report {
  return {
    id: 7,
    reportType: 'comment',
    targetId: 3,
    target: { title: 'Buy cheap pens', inkId: 5, username: 'spammer', thumbnailUrl: null },
    reason: 'spam',
    description: null,
    reporter: 'grace',
    status: 'open',
    resolution: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    ...over,
  };
}

const CSRF = { 'GET /api/auth/csrf-token': { status: 200, body: { csrfToken: 'token' } } };
const reportCalls = (sent: { method: string; path: string }[]) =>
  sent.filter((s) => s.path.startsWith('/api/admin/reports')).map((s) => `${s.method} ${s.path}`);

const moderator = { id: 1, role: 'moderator', emailVerified: true, restriction: null } as const;

describe('a report in the queue', () => {
  it('is dismissed with one click, and Undo in the toast reopens it', async () => {
    const sent = answerBy({
      ...CSRF,
      'POST /api/admin/reports/7/resolve': { status: 204 },
      'POST /api/admin/reports/7/reopen': { status: 204 },
    });
    show(
      <>
        <ReportCard report={report()} actor={moderator} />
        <Toaster />
      </>,
      { user: member('moderator') },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(reportCalls(sent)).toEqual([
        'POST /api/admin/reports/7/resolve',
        'POST /api/admin/reports/7/reopen',
      ]),
    );
  });

  it('offers Reopen on a dismissed report, not on one whose content was removed', async () => {
    const sent = answerBy({ ...CSRF, 'POST /api/admin/reports/7/reopen': { status: 204 } });
    show(
      <ReportCard
        report={report({ status: 'resolved', resolution: 'dismissed' })}
        actor={moderator}
      />,
      { user: member('moderator') },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(reportCalls(sent)).toEqual(['POST /api/admin/reports/7/reopen']));
    expect(await screen.findByTestId('toast')).toHaveProperty(
      'textContent',
      'Report reopened / It is back in the open reports.',
    );
  });
});

describe('a removed report', () => {
  it('has no Reopen', () => {
    answerBy({});
    show(
      <ReportCard
        report={report({ status: 'resolved', resolution: 'removed' })}
        actor={moderator}
      />,
      { user: member('moderator') },
    );
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});

describe('a reported message on a sample request', () => {
  const reported = () =>
    report({
      id: 9,
      reportType: 'sample_message',
      targetId: 32,
      target: {
        title: 'A message on a sample request',
        inkId: null,
        username: 'grace',
        thumbnailUrl: null,
      },
      reason: 'harassment',
    });
  const member_ = (username: string) => ({ username, displayName: null, avatarUrl: null });
  const thread = {
    request: {
      id: 12,
      ink: { id: 7, name: 'Ku-jaku', brand: 'Pilot', colorHex: '#1f7a8c', color: 'Teal' },
      requester: member_('ada'),
      owner: member_('grace'),
      role: 'requester',
      state: 'accepted',
      createdAt: '2026-11-20T10:00:00.000Z',
      answeredAt: '2026-11-20T11:00:00.000Z',
      messageCount: 2,
      lastMessage: 'Go away <b>now</b>',
    },
    messages: [
      {
        id: 31,
        from: member_('ada'),
        mine: true,
        body: 'Thank you!',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 32,
        from: member_('grace'),
        mine: false,
        body: 'Go away <b>now</b>',
        createdAt: '2026-11-20T11:00:00.000Z',
      },
    ],
    reportedMessageId: 32,
  };

  it('names the sender but shows no text until the thread is read, each read asked anew', async () => {
    const sent = answerBy({
      ...CSRF,
      'GET /api/admin/reports/9/thread': { status: 200, body: thread },
    });
    show(<ReportCard report={reported()} actor={moderator} />, { user: member('moderator') });
    expect(screen.getByRole('heading', { name: 'A message on a sample request' })).toBeTruthy();
    expect(screen.getByText('by grace')).toBeTruthy();
    expect(screen.queryByText(/Go away/)).toBeNull();
    expect(sent).toEqual([]);
    fireEvent.click(
      screen.getByRole('button', { name: 'Read the thread (recorded in the audit log)' }),
    );
    const shown = await screen.findByTestId('report-thread');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /api/admin/reports/9/thread']);
    expect(shown.textContent).toContain('ada (@ada) asked grace (@grace) for Pilot Ku-jaku');
    const messages = within(shown).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    // plain text, the reported one marked
    expect(within(messages[1] as HTMLElement).getByText('Go away <b>now</b>')).toBeTruthy();
    expect(within(messages[1] as HTMLElement).getByText('Reported')).toBeTruthy();
    expect(within(messages[0] as HTMLElement).queryByText('Reported')).toBeNull();
    expect(shown.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Message' })).toBeTruthy();
  });
});
