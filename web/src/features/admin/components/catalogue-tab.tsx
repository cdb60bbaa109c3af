import type { CatalogueReview } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, DatabaseZap, Palette, X } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { cn } from '#src/lib/cn.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { catalogueReviewsOptions, type CatalogueStatus } from '../api/admin.ts';
import { inkLabel, useAnswerCatalogueReview } from '../api/catalogue-review-mutations.ts';
import { Choices, decidedText, Empty, Loading } from './console-parts.tsx';

/*
 * tab=catalogue (ADR 048; as ink editing): what the catalogue import asks staff, never
 * deciding alone: a colour the data flags or its sources disagree on (every candidate as a
 * swatch, the reasons), or a field people changed that a newer file would change back. Staff
 * pick a value (a revision by them, on the ink's history), keep the stored one, or dismiss.
 */

const STATUSES: readonly { value: CatalogueStatus; label: MessageDescriptor }[] = [
  { value: 'pending', label: msg`Waiting` },
  { value: 'answered', label: msg`Answered` },
];

/** The list's name for each choice. */
const LISTS: Record<CatalogueStatus, MessageDescriptor> = {
  pending: msg`Waiting catalogue questions`,
  answered: msg`Answered catalogue questions`,
};

const EMPTY: Record<CatalogueStatus, MessageDescriptor> = {
  pending: msg`No catalogue questions waiting. All clear.`,
  answered: msg`No catalogue question has been answered yet.`,
};

const ANSWERED: Record<Exclude<CatalogueReview['status'], 'pending'>, MessageDescriptor> = {
  picked: msg`Changed`,
  kept: msg`Kept`,
  dismissed: msg`Dismissed`,
};

const HEX = /^#?[0-9a-fA-F]{6}$/;

/** A stored or offered value as text; `nothing` for none. */
function valueText(v: CatalogueReview['current'], nothing: string): string {
  if (v === null || (Array.isArray(v) && v.length === 0)) return nothing;
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}

function ColorChoice({
  hex,
  title,
  detail,
  onPick,
  busy,
}: {
  hex: string;
  title: string;
  detail: string | null;
  onPick: (() => void) | null;
  busy: boolean;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-rule p-2.5">
      <div className="swab-ground grid size-14 shrink-0 place-items-center rounded-lg p-1.5">
        <Swab hex={hex} className="size-full" />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-mono text-[0.85rem] uppercase">{hex}</p>
        <p className="break-words text-muted">{title}</p>
        {detail && <p className="break-words text-muted">{detail}</p>}
      </div>
      {onPick && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={onPick}>
          <Check className="size-4" aria-hidden="true" />
          <Trans>
            Use <span className="sr-only">{hex}</span>
          </Trans>
        </Button>
      )}
    </li>
  );
}

function ReviewRow({ review }: { review: CatalogueReview }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const otherId = useId();
  const answer = useAnswerCatalogueReview();
  const busy = answer.isPending;
  const [other, setOther] = useState('');
  const pending = review.status === 'pending';
  const sourceId = review.sourceId;
  const asked = formatLongDate(review.createdAt);
  const otherHex = other.startsWith('#') ? other : `#${other}`;
  const pick = (value: CatalogueReview['current']) =>
    answer.mutate({ review, answer: { action: 'pick', value } });
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div>
          <h3 id={headingId} className="text-lg break-words">
            <Link to={`/ink/${review.ink.id}`} className="link">
              {inkLabel(review.ink)}
            </Link>
            {review.ink.line && <span className="text-muted"> ({review.ink.line})</span>}
            <span className="text-muted">: {review.label}</span>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <Badge tone={review.kind === 'color' ? 'primary' : 'neutral'}>
              {review.kind === 'color' ? (
                <Trans>Doubtful colour</Trans>
              ) : (
                <Trans>Changed since the import</Trans>
              )}
            </Badge>
            <span>
              <Trans>
                record <span className="font-mono">{sourceId}</span>
              </Trans>
            </span>
            <span>
              <Trans>asked on {asked}</Trans>
            </span>
            {review.status !== 'pending' && (
              <Badge tone="neutral">
                {decidedText(
                  i18n._(ANSWERED[review.status]),
                  review.resolvedBy?.username,
                  review.resolvedAt && formatLongDate(review.resolvedAt),
                )}
              </Badge>
            )}
          </p>
        </div>
        <ul aria-label={t`Why it is asked`} className="list-disc pl-5 text-[0.95rem]">
          {review.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {review.kind === 'color' ? (
          <>
            <h4 className="text-sm font-medium">
              <Trans>The colour now and the candidates</Trans>
            </h4>
            <ul aria-label={t`Colours`} className="grid gap-2 sm:grid-cols-2">
              <ColorChoice
                hex={String(review.current)}
                title={t`Stored now`}
                detail={null}
                onPick={null}
                busy={busy}
              />
              {review.candidates.map((c) => (
                <ColorChoice
                  key={`${String(c.value)}-${c.sourceId}`}
                  hex={String(c.value)}
                  title={`${c.source} (${c.sourceId})`}
                  detail={c.note}
                  onPick={pending && c.value !== review.current ? () => pick(c.value) : null}
                  busy={busy}
                />
              ))}
            </ul>
            {pending && (
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (HEX.test(other)) pick(otherHex.toLowerCase());
                }}
              >
                <div className="flex flex-col gap-1">
                  <label htmlFor={otherId} className="text-sm font-medium">
                    <Trans>Another colour</Trans>
                  </label>
                  <input
                    id={otherId}
                    value={other}
                    onChange={(e) => setOther(e.target.value.trim())}
                    placeholder="#1f5f66"
                    aria-describedby={`${otherId}-hint`}
                    className={cn(inputClass, 'w-36 font-mono')}
                    disabled={busy}
                  />
                </div>
                <Button type="submit" size="sm" disabled={busy || !HEX.test(other)}>
                  <Palette className="size-4" aria-hidden="true" />
                  <Trans>Use this colour</Trans>
                </Button>
                <p id={`${otherId}-hint`} className="w-full text-sm text-muted">
                  <Trans>
                    Six hex digits, as #rrggbb. The colour family follows from the colour.
                  </Trans>
                </p>
              </form>
            )}
          </>
        ) : (
          <dl className="grid gap-1 text-[0.95rem] sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            <dt className="text-muted">
              <Trans>The ink holds</Trans>
            </dt>
            <dd className="break-words">{valueText(review.current, t`nothing`)}</dd>
            {review.candidates.map((c) => (
              <div key={c.sourceId} className="contents">
                <dt className="text-muted">
                  <Trans>The file has</Trans>
                </dt>
                <dd className="break-words">
                  {valueText(c.value, t`nothing`)}{' '}
                  {pending && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => pick(c.value)}
                    >
                      <Check className="size-4" aria-hidden="true" />
                      <Trans>Take the file’s value</Trans>
                    </Button>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {pending && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => answer.mutate({ review, answer: { action: 'keep' } })}
            >
              {review.kind === 'color' ? (
                <Trans>Keep the stored colour</Trans>
              ) : (
                <Trans>Keep the stored value</Trans>
              )}
            </Button>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              disabled={busy}
              onClick={() => answer.mutate({ review, answer: { action: 'dismiss' } })}
            >
              <X className="size-4" aria-hidden="true" />
              <Trans>Dismiss</Trans>
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

export function CatalogueTab() {
  const [status, setStatus] = useState<CatalogueStatus>('pending');
  const { t, i18n } = useLingui();
  const query = useQuery(catalogueReviewsOptions(status));
  const shown = query.data?.data.length ?? 0;
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby="catalogue-title">
      <h2 id="catalogue-title" className="text-2xl">
        <Trans>Catalogue questions</Trans>
      </h2>
      <p className="mt-1 max-w-[68ch] text-muted">
        <Trans>
          What the catalogue import would not decide alone: colours the data flags or whose sources
          disagree, and fields people changed that a newer file would change back. Use a colour or
          the file’s value (a change on the ink’s history), keep what is stored, or dismiss. Every
          answer is kept in the audit log.
        </Trans>
      </p>
      <div className="mt-4">
        <Choices label={t`Questions`} options={STATUSES} value={status} onChange={setStatus} />
      </div>
      <div className="mt-4" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <Loading>
            <Trans>Loading catalogue questions...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Catalogue questions`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.data.length === 0 ? (
          <Empty icon={DatabaseZap}>{i18n._(EMPTY[status])}</Empty>
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {total > shown
                ? t`The first ${shown} of ${total} questions`
                : t`${plural(total, { one: '# question', other: '# questions' })}`}
            </p>
            <ul aria-label={i18n._(LISTS[status])} className="mt-3 flex flex-col gap-3">
              {query.data.data.map((r) => (
                <ReviewRow key={r.id} review={r} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
