import type { SampleMessage, SampleRequestDetail } from '@inklore/contract';
import {
  answerProblem,
  mayWrite,
  SAMPLE_LIMITS,
  type RequestAnswer,
} from '@inklore/contract/members/members.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, Send, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { MemberLink } from '#src/components/member-link.tsx';
import { MessagePage } from '#src/components/message-page.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { SectionError } from '#src/components/section-error.tsx';
import { Swatch } from '#src/components/swatch.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { FormAlert, TextArea } from '#src/components/ui/fields.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { isNotFound } from '#src/lib/api-client.ts';
import { messageOf } from '#src/lib/failure.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { useHead } from '#src/lib/head.ts';
import { i18n } from '#src/lib/i18n.ts';
import type { ReportButtonSlot } from '#src/lib/report-target.ts';
import { Link } from '#src/lib/router.tsx';
import { useAnswerRequest, useWriteMessage } from '../api/member-mutations.ts';
import { requestOptions } from '../api/members.ts';
import { MEMBER_WORDS } from '../words.ts';
import { StateBadge } from './request-list.tsx';

const MAX = SAMPLE_LIMITS.messageMaxLength;

/** Which answers the member may give now (the contract's rule), in the order shown. */
export function answersFor(request: Pick<SampleRequestDetail, 'state' | 'role'>): RequestAnswer[] {
  return (['accept', 'decline', 'withdraw'] as const).filter(
    (a) => answerProblem(request.state, a, request.role) === null,
  );
}

/** Why no more can be written, when the request says so. */
function closedWords(request: SampleRequestDetail): string {
  if (!mayWrite(request.state)) return i18n._(MEMBER_WORDS.closedForMessages);
  if (request.messageCount >= SAMPLE_LIMITS.messagesPerRequest)
    return i18n._(MEMBER_WORDS.tooManyMessages);
  return i18n._(MEMBER_WORDS.blocked);
}

function Answers({ request }: { request: SampleRequestDetail }) {
  const answer = useAnswerRequest(request.id);
  const [withdrawing, setWithdrawing] = useState(false);
  const { t } = useLingui();
  const allowed = answersFor(request);
  if (allowed.length === 0) return null;
  const busy = answer.isPending ? answer.variables : null;
  const icon = (a: RequestAnswer, Icon: typeof Check) =>
    busy === a ? <Spinner className="size-4" /> : <Icon className="size-4" aria-hidden="true" />;
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {allowed.includes('accept') && (
        <Button size="sm" disabled={busy !== null} onClick={() => answer.mutate('accept')}>
          {icon('accept', Check)}
          <Trans>Accept</Trans>
        </Button>
      )}
      {allowed.includes('decline') && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          onClick={() => answer.mutate('decline')}
        >
          {icon('decline', X)}
          <Trans>Decline</Trans>
        </Button>
      )}
      {allowed.includes('withdraw') && (
        <ConfirmDialog
          open={withdrawing}
          onOpenChange={setWithdrawing}
          trigger={
            <Button size="sm" variant="secondary" disabled={busy !== null}>
              <Undo2 className="size-4" aria-hidden="true" />
              <Trans>Withdraw</Trans>
            </Button>
          }
          title={t`Withdraw your request?`}
          question={t`The request closes and no more messages can be written on it. You can ask again later.`}
          confirmLabel={t`Withdraw`}
          icon={Undo2}
          busy={busy === 'withdraw'}
          onConfirm={() => answer.mutate('withdraw', { onSettled: () => setWithdrawing(false) })}
        />
      )}
    </div>
  );
}

function Message({
  message,
  ReportButton,
}: {
  message: SampleMessage;
  ReportButton: ReportButtonSlot;
}) {
  const { t } = useLingui();
  const from = message.mine ? null : message.from;
  const author = from ? displayNameOf(from) : '';
  const date = formatLongDate(message.createdAt);
  return (
    <li
      className={
        message.mine
          ? 'ml-6 rounded-2xl border border-primary/25 bg-primary/5 p-4 sm:ml-16'
          : 'mr-6 rounded-2xl border border-rule bg-surface p-4 sm:mr-16'
      }
      data-testid="sample-message"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          {message.mine ? (
            <span className="font-medium">
              <Trans>You</Trans>
            </span>
          ) : (
            <MemberLink member={message.from} avatar={false} />
          )}{' '}
          <span className="text-muted">· {date}</span>
        </p>
        {from && (
          <ReportButton
            className="inline-flex cursor-pointer items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-muted hover:bg-sunken hover:text-oxblood"
            target={{
              reportType: 'sample_message',
              targetId: message.id,
              targetUserId: null,
              title: t`${author}’s message`,
            }}
          >
            <Trans>
              Report <span className="sr-only">this message</span>
            </Trans>
          </ReportButton>
        )}
      </div>
      {/* plain text, never HTML: line breaks kept, nothing else */}
      <p className="mt-2 break-words whitespace-pre-line">{message.body}</p>
    </li>
  );
}

function WriteBox({ request }: { request: SampleRequestDetail }) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const write = useWriteMessage(request.id);
  const { t } = useLingui();
  return (
    <form
      className="mt-6 flex flex-col gap-3"
      aria-label={t`Write a message`}
      onSubmit={(e) => {
        e.preventDefault();
        const text = body.trim();
        if (write.isPending) return;
        if (text.length === 0 || text.length > MAX) {
          setProblem(i18n._(MEMBER_WORDS.emptyMessage));
          return;
        }
        setProblem(null);
        setSent(false);
        write.mutate(text, {
          onSuccess: () => {
            setBody('');
            setSent(true);
          },
        });
      }}
    >
      <TextArea
        name="message"
        label={t`Your message`}
        value={body}
        onChange={(v) => {
          setBody(v);
          setProblem(null);
          setSent(false);
        }}
        error={problem ?? undefined}
        max={MAX}
        rows={3}
      />
      {write.isError && <FormAlert>{messageOf(write.error)}</FormAlert>}
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="text-sm text-verdigris">
          {sent ? t`Message sent.` : ''}
        </p>
        <Button type="submit" size="sm" disabled={write.isPending}>
          {write.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  );
}

function Thread({
  request,
  ReportButton,
}: {
  request: SampleRequestDetail;
  ReportButton: ReportButtonSlot;
}) {
  const { ink } = request;
  const other = request.role === 'owner' ? request.requester : request.owner;
  const { t } = useLingui();
  const otherName = other ? displayNameOf(other) : t`A former member`;
  const createdOn = formatLongDate(request.createdAt);
  const answeredOn = request.answeredAt ? formatLongDate(request.answeredAt) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: t`Samples`, to: '/samples?tab=requests' },
          { label: ink.name },
        ]}
      />
      <header className="mt-4 grid gap-5 sm:grid-cols-[9rem_1fr] sm:items-center">
        <Swatch hex={ink.colorHex} family={ink.color} seed={ink.id} className="w-36" />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
            <Trans>Sample request</Trans>
          </p>
          <h1 className="mt-1 text-3xl break-words">
            <Link to={`/ink/${ink.id}`} className="hover:text-primary">
              {ink.brand} {ink.name}
            </Link>
          </h1>
          <p className="mt-2 text-[0.95rem]">
            {request.role === 'owner' ? (
              <Trans>
                <MemberLink member={request.requester} avatar={false} /> asked you for a sample{' '}
                <span className="text-muted">on {createdOn}.</span>
              </Trans>
            ) : (
              <Trans>
                You asked <MemberLink member={request.owner} avatar={false} /> for a sample{' '}
                <span className="text-muted">on {createdOn}.</span>
              </Trans>
            )}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2" aria-live="polite">
            <span className="sr-only">
              <Trans>State:</Trans>{' '}
            </span>
            <StateBadge state={request.state} />
            {answeredOn && (
              <span className="text-sm text-muted">
                <Trans>since {answeredOn}</Trans>
              </span>
            )}
          </p>
        </div>
      </header>
      <Answers request={request} />
      <p className="mt-6 rounded-xl bg-sunken px-4 py-3 text-[0.95rem]">
        <Trans>
          Inklore passes no addresses or payments: agree here with {otherName} on what to exchange
          and how, and share only what you choose. Moderators read these messages only when one of
          you reports one.
        </Trans>
      </p>
      <section aria-labelledby="messages-title" className="mt-8">
        <h2 id="messages-title" className="text-xl">
          <Trans>Messages</Trans>
        </h2>
        <ol aria-label={t`Messages`} className="mt-4 flex flex-col gap-3">
          {request.messages.map((m) => (
            <Message key={m.id} message={m} ReportButton={ReportButton} />
          ))}
        </ol>
        {request.canWrite ? (
          <WriteBox request={request} />
        ) : (
          <p className="mt-6 text-muted" data-testid="closed">
            {closedWords(request)}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * /samples/requests/{id}: one request between two members (only they see it; ADR 059): the
 * ink, who asked whom, its state, Accept and Decline for the member asked or Withdraw for the
 * one who asked while it waits, the messages as plain text with Report on the other member's
 * (the page gives the reports feature's button), and the box to write while it is open.
 */
export function RequestThread({
  id,
  ReportButton,
}: {
  id: number;
  ReportButton: ReportButtonSlot;
}) {
  const query = useQuery(requestOptions(id));
  const { t } = useLingui();
  const inkName = query.data?.ink.name;
  useHead(
    inkName === undefined ? t`Sample request` : t`Sample request: ${inkName}`,
    t`A sample request between two members.`,
  );
  if (query.isPending) return <PageSpinner label={t`Loading the request...`} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <RequestNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <SectionError
          what={t`The request`}
          title={t`The request could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <Thread request={query.data} ReportButton={ReportButton} />;
}

export function RequestNotFound() {
  const { t } = useLingui();
  return (
    <MessagePage
      title={t`Sample Request Not Found`}
      actions={
        <Link to="/samples?tab=requests" className={buttonClass('primary')}>
          <Trans>Your requests</Trans>
        </Link>
      }
    >
      <p>
        {i18n._(MEMBER_WORDS.requestNotFound)}{' '}
        <Trans>Only the two members of a request can open it.</Trans>
      </p>
    </MessagePage>
  );
}
