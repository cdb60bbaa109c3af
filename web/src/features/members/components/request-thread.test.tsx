import type { SampleRequestDetail } from '@inklore/contract';
import { MEMBER_MESSAGES, REQUEST_STATE_LABELS } from '@inklore/contract/members/members.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '#test/console-kit.tsx';
import { answerBy, type Sent } from '#test/fetch-kit.ts';
import { renderWith } from '#test/gallery-kit.tsx';
import { ADA, GRACE, message, sampleRequest } from '#test/members-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import type { ReportTarget } from '#src/lib/report-target.ts';
import { answersFor, RequestThread } from './request-thread.tsx';

/** The report button a page gives: here it names its target, to check what it would report. */
function FakeReport({
  target,
  children,
}: {
  target: ReportTarget;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" data-target={JSON.stringify(target)}>
      {children}
    </button>
  );
}

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

function serve(request: SampleRequestDetail) {
  let current = request;
  const sent = answerBy({
    'GET /api/auth/sample-requests/12': () => ({ status: 200, body: current }),
    'POST /api/auth/sample-requests/12/answer': ({ body }) => {
      const answer = (body as { answer: string }).answer;
      const state =
        answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn';
      current = {
        ...current,
        state,
        answeredAt: '2026-11-21T10:00:00.000Z',
        canWrite: state === 'accepted',
      };
      return { status: 200, body: current };
    },
    'POST /api/auth/sample-requests/12/messages': ({ body }) => {
      const m = message(40, (body as { body: string }).body, true);
      current = {
        ...current,
        messages: [...current.messages, m],
        messageCount: current.messageCount + 1,
      };
      return { status: 201, body: m };
    },
  });
  renderWith(<RequestThread id={12} ReportButton={FakeReport} />, member());
  return sent;
}

const posts = (sent: Sent[], path: string) =>
  sent.filter((s) => s.method === 'POST' && s.path === path).map((s) => s.body);

describe('the buttons of a request, by role and state', () => {
  it.each([
    ['owner', 'pending', ['accept', 'decline']],
    ['requester', 'pending', ['withdraw']],
    ['owner', 'accepted', []],
    ['requester', 'accepted', []],
    ['owner', 'declined', []],
    ['requester', 'withdrawn', []],
  ] as const)('%s, %s: %j', (role, state, answers) => {
    expect(answersFor({ role, state })).toEqual(answers);
  });

  it('the member asked sees Accept and Decline while it waits, and accepting says so', async () => {
    const sent = serve(
      sampleRequest({
        role: 'owner',
        requester: GRACE,
        owner: ADA,
        messages: [message(31, 'Hello', false)],
      }),
    );
    expect(await screen.findByText(/asked you for a sample/)).toBeTruthy();
    expect(screen.getByText(REQUEST_STATE_LABELS.pending)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(posts(sent, '/api/auth/sample-requests/12/answer')).toEqual([{ answer: 'accept' }]),
    );
    expect(await screen.findByText(REQUEST_STATE_LABELS.accepted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByTestId('toast').textContent).toContain('You accepted the request.');
  });

  it('the one who asked may withdraw after a question, and then nothing more can be written', async () => {
    const sent = serve(sampleRequest());
    expect(await screen.findByText(/You asked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(posts(sent, '/api/auth/sample-requests/12/answer')).toEqual([{ answer: 'withdraw' }]),
    );
    expect(await screen.findByText(REQUEST_STATE_LABELS.withdrawn)).toBeTruthy();
    expect(await screen.findByText(MEMBER_MESSAGES.closedForMessages)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a message' })).toBeNull();
  });

  it('shows no answer buttons on a closed request', async () => {
    serve(
      sampleRequest({ state: 'declined', canWrite: false, answeredAt: '2026-11-21T10:00:00.000Z' }),
    );
    expect(await screen.findByText(REQUEST_STATE_LABELS.declined)).toBeTruthy();
    for (const name of ['Accept', 'Decline', 'Withdraw'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('the messages', () => {
  it('are plain text, and only the other member’s carry Report (a sample_message of that id)', async () => {
    serve(
      sampleRequest({
        messages: [
          message(31, 'Could I have a sample?', true),
          message(32, '<b>Sure</b> <img src=x onerror=alert(1)>', false),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByTestId('sample-message');
    expect(items).toHaveLength(2);
    // the text as written, never as HTML
    expect(
      within(items[1] as HTMLElement).getByText('<b>Sure</b> <img src=x onerror=alert(1)>'),
    ).toBeTruthy();
    expect(list.querySelector('b, img')).toBeNull();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /Report/ })).toBeNull();
    const report = within(items[1] as HTMLElement).getByRole('button', {
      name: 'Report this message',
    });
    expect(JSON.parse(report.getAttribute('data-target') ?? '{}')).toMatchObject({
      reportType: 'sample_message',
      targetId: 32,
    });
    expect(screen.getByText(/Inklore passes no addresses or payments/)).toBeTruthy();
  });

  it('are written in the box while the request is open, with the counter and the limit', async () => {
    const sent = serve(sampleRequest());
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(MEMBER_MESSAGES.emptyMessage)).toBeTruthy();
    await userEvent.type(box, 'I can pay the postage.');
    expect(screen.getByText('22/500 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(posts(sent, '/api/auth/sample-requests/12/messages')).toEqual([
        { body: 'I can pay the postage.' },
      ]),
    );
    expect(await screen.findByText('Message sent.')).toBeTruthy();
    expect(await screen.findByText('I can pay the postage.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('has no box when the request cannot take more, and says why', async () => {
    serve(sampleRequest({ canWrite: false, messageCount: 20 }));
    expect(await screen.findByText(MEMBER_MESSAGES.tooManyMessages)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('tells a failed message inline with the server’s words', async () => {
    answerBy({
      'GET /api/auth/sample-requests/12': { status: 200, body: sampleRequest() },
      'POST /api/auth/sample-requests/12/messages': {
        status: 429,
        body: {
          message: 'You wrote 100 messages today. Try again tomorrow.',
          code: 'rate_limited',
        },
      },
    });
    renderWith(<RequestThread id={12} ReportButton={FakeReport} />, member());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You wrote 100 messages today. Try again tomorrow.'),
    ).toBeTruthy();
  });

  it('is "not found" for anyone but its two members', async () => {
    answerBy({
      'GET /api/auth/sample-requests/12': {
        status: 404,
        body: { message: MEMBER_MESSAGES.requestNotFound, code: 'not_found' },
      },
    });
    renderWith(<RequestThread id={12} ReportButton={FakeReport} />, member());
    expect(await screen.findByRole('heading', { name: 'Sample Request Not Found' })).toBeTruthy();
  });
});
