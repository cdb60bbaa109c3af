import type { Report } from '@inklore/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
