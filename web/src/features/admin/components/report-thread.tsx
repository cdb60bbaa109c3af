import type { ReportThread } from '@inklore/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { displayNameOf } from '#src/components/person.ts';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { i18n } from '#src/lib/i18n.ts';
import { requestStateWord } from '#src/lib/request-words.ts';
import { useReadThread } from '../api/thread-mutations.ts';

const FORMER_MEMBER = msg`A former member`;

const nameOf = (m: { displayName: string | null; username: string } | null) =>
  m ? `${displayNameOf(m)} (@${m.username})` : i18n._(FORMER_MEMBER);

function Thread({ thread }: { thread: ReportThread }) {
  const { t } = useLingui();
  const { request } = thread;
  const id = useId();
  const requester = nameOf(request.requester);
  const owner = nameOf(request.owner);
  const ink = `${request.ink.brand} ${request.ink.name}`;
  return (
    <section
      aria-labelledby={id}
      className="mt-4 rounded-xl border border-rule bg-page p-4"
      data-testid="report-thread"
    >
      <h4 id={id} className="flex flex-wrap items-center gap-2 font-sans text-sm font-semibold">
        <Swab hex={request.ink.colorHex} seed={request.ink.id} className="h-6 w-8" />
        <Trans>
          {requester} asked {owner} for {ink}
        </Trans>
        <Badge>{requestStateWord(request.state)}</Badge>
      </h4>
      <ol aria-label={t`The request’s messages`} className="mt-3 flex flex-col gap-2">
        {thread.messages.map((m) => {
          const reported = m.id === thread.reportedMessageId;
          return (
            <li
              key={m.id}
              className={cn(
                'rounded-lg border px-3 py-2',
                reported ? 'border-oxblood/50 bg-oxblood/5' : 'border-rule',
              )}
            >
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <span className="font-medium text-ink">{nameOf(m.from)}</span>
                {formatLongDate(m.createdAt)}
                {reported && (
                  <Badge tone="featured">
                    <Trans>Reported</Trans>
                  </Badge>
                )}
              </p>
              {/* plain text, never HTML */}
              <p className="mt-1 text-[0.95rem] break-words whitespace-pre-line">{m.body}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * A report of a message on a sample request: staff see no text in the list; "Read the thread"
 * fetches the request and its messages, the reported one marked, and the read is recorded in
 * the audit log (ADR 059).
 */
export function ReportThreadReader({ reportId }: { reportId: number }) {
  const read = useReadThread(reportId);
  return (
    <div className="mt-3">
      {read.data ? (
        <Thread thread={read.data} />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={read.isPending}
          onClick={() => read.mutate()}
        >
          {read.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <BookOpen className="size-4" aria-hidden="true" />
          )}
          <Trans>Read the thread (recorded in the audit log)</Trans>
        </Button>
      )}
    </div>
  );
}
