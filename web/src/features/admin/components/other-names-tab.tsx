import type { AliasSuggestion, AliasSuggestionStatus } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, SpellCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { aliasSuggestionsOptions } from '../api/admin.ts';
import { inkTitle, useDecideAliasSuggestion } from '../api/alias-suggestion-mutations.ts';
import { Choices, decidedText, Empty, Loading } from './console-parts.tsx';

/*
 * tab=other-names (ADR 038; as ink editing): spellings of inks that members' imports used
 * and search did not know, suggested as other names of the ink; never one by themselves.
 * Staff accept one (the ink gains it as an other name, search finds the ink by it) or reject
 * it; both are in the audit log.
 */

const STATUSES: readonly { value: AliasSuggestionStatus; label: MessageDescriptor }[] = [
  { value: 'pending', label: msg`Waiting` },
  { value: 'accepted', label: msg`Accepted` },
  { value: 'rejected', label: msg`Rejected` },
];

/** The list's name for each choice. */
const LISTS: Record<AliasSuggestionStatus, MessageDescriptor> = {
  pending: msg`Waiting suggested names`,
  accepted: msg`Accepted suggested names`,
  rejected: msg`Rejected suggested names`,
};

const EMPTY: Record<AliasSuggestionStatus, MessageDescriptor> = {
  pending: msg`No suggested names waiting. All clear.`,
  accepted: msg`No suggested name has been accepted yet.`,
  rejected: msg`No suggested name has been rejected yet.`,
};

function SuggestionRow({ suggestion }: { suggestion: AliasSuggestion }) {
  const { t } = useLingui();
  const headingId = useId();
  const decide = useDecideAliasSuggestion();
  const busy = decide.isPending ? decide.variables.decision : null;
  const { ink, spelling } = suggestion;
  const title = inkTitle(ink);
  const first = formatLongDate(suggestion.suggestedAt);
  const members = suggestion.members;
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4 sm:p-5">
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg break-words">
            <Trans>“{spelling}”</Trans>
          </h3>
          <p className="mt-0.5 text-[0.95rem] break-words">
            <Trans>
              <span className="text-muted">for </span>
              <Link to={`/ink/${ink.id}`} className="link font-medium">
                {title}
              </Link>
            </Trans>
            {ink.line && <span className="text-muted"> ({ink.line})</span>}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <Plural
              value={members}
              one={
                <span>
                  Suggested by <span className="font-mono">#</span> member
                </span>
              }
              other={
                <span>
                  Suggested by <span className="font-mono">#</span> members
                </span>
              }
            />
            <span>
              <Trans>first on {first}</Trans>
            </span>
            {suggestion.status !== 'pending' && (
              <Badge tone={suggestion.status === 'accepted' ? 'primary' : 'neutral'}>
                {decidedText(
                  suggestion.status === 'accepted' ? t`Accepted` : t`Rejected`,
                  suggestion.reviewedBy,
                  suggestion.reviewedAt && formatLongDate(suggestion.reviewedAt),
                )}
              </Badge>
            )}
          </p>
        </div>
        {suggestion.status === 'pending' && (
          <div className="flex flex-wrap gap-2 sm:shrink-0">
            <Button
              size="sm"
              disabled={busy !== null}
              onClick={() => decide.mutate({ suggestion, decision: 'accept' })}
            >
              {busy === 'accept' ? (
                <Spinner className="size-4" />
              ) : (
                <Check className="size-4" aria-hidden="true" />
              )}
              <Trans>Accept</Trans>
            </Button>
            <button
              type="button"
              className={dangerClass('sm')}
              disabled={busy !== null}
              onClick={() => decide.mutate({ suggestion, decision: 'reject' })}
            >
              {busy === 'reject' ? (
                <Spinner className="size-4" />
              ) : (
                <X className="size-4" aria-hidden="true" />
              )}
              <Trans>Reject</Trans>
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

export function OtherNamesTab() {
  const [status, setStatus] = useState<AliasSuggestionStatus>('pending');
  const { t, i18n } = useLingui();
  const query = useQuery(aliasSuggestionsOptions(status));
  const shown = query.data?.suggestions.length ?? 0;
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby="other-names-title">
      <h2 id="other-names-title" className="text-2xl">
        <Trans>Other names</Trans>
      </h2>
      <p className="mt-1 max-w-[68ch] text-muted">
        <Trans>
          Spellings of inks that members’ imports used and search did not know. None becomes an
          ink’s other name by itself: accept one and search finds the ink by it, and it shows on the
          ink’s page; reject what is not a name of the ink. Both are kept in the audit log.
        </Trans>
      </p>
      <div className="mt-4">
        <Choices label={t`Suggestions`} options={STATUSES} value={status} onChange={setStatus} />
      </div>
      <div className="mt-4" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <Loading>
            <Trans>Loading suggested names...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Suggested names`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.suggestions.length === 0 ? (
          <Empty icon={SpellCheck}>{i18n._(EMPTY[status])}</Empty>
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {total > shown
                ? t`The ${shown} most suggested of ${total}`
                : t`${plural(total, { one: '# suggestion', other: '# suggestions' })}`}
            </p>
            <ul aria-label={i18n._(LISTS[status])} className="mt-3 flex flex-col gap-3">
              {query.data.suggestions.map((s) => (
                <SuggestionRow key={s.id} suggestion={s} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
