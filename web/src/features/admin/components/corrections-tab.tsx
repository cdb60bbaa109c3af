import type { Correction, CorrectionSettings } from '@inklore/contract';
import { CORRECTION_FIELDS } from '@inklore/contract/corrections/corrections.rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, PencilLine } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldValue } from '#src/components/field-value.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { inkFieldInSentence, inkFieldWord } from '#src/lib/field-words.ts';
import {
  correctionSettingsOptions,
  correctionsOptions,
  type CorrectionStatusFilter,
} from '../api/admin.ts';
import { useAnswerCorrection, useSaveCorrectionSettings } from '../api/correction-mutations.ts';
import { Choices, decidedText, Empty, Loading } from './console-parts.tsx';
import { RejectDialog } from './reject-dialog.tsx';

/*
 * tab=corrections (ADR 053; as ink editing): members' corrections, one field of one ink each:
 * the value when suggested, now and suggested (a colour as a swatch), the member's note and
 * whether they are trusted. Staff accept (a revision by the member, on the ink's history) or
 * reject with a reason the member sees; and choose which fields a trusted member's
 * correction applies at once.
 */

const STATUSES: readonly { value: CorrectionStatusFilter; label: MessageDescriptor }[] = [
  { value: 'pending', label: msg`Waiting` },
  { value: 'reviewed', label: msg`Reviewed` },
];

/** The list's name for each choice. */
const LISTS: Record<CorrectionStatusFilter, MessageDescriptor> = {
  pending: msg`Waiting corrections`,
  reviewed: msg`Reviewed corrections`,
};

const EMPTY: Record<CorrectionStatusFilter, MessageDescriptor> = {
  pending: msg`No corrections waiting. All clear.`,
  reviewed: msg`No correction has been reviewed yet.`,
};

const DONE: Record<Exclude<Correction['status'], 'pending'>, MessageDescriptor> = {
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn by the member`,
};

function CorrectionRow({ correction: c }: { correction: Correction }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const field = inkFieldWord(c.field, c.label);
  const on = formatLongDate(c.createdAt);
  const answer = useAnswerCorrection();
  const busy = answer.isPending;
  const lowerField = inkFieldInSentence(c.field, c.label);
  const moved = JSON.stringify(c.current) !== JSON.stringify(c.before);
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div>
          <h3 id={headingId} className="text-lg break-words">
            <Link to={`/ink/${c.ink.id}`} className="link">
              {c.ink.brand} {c.ink.name}
            </Link>
            <span className="text-muted">: {field}</span>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>
              {c.author ? (
                <AuthorLink username={c.author.username} />
              ) : (
                <Trans>by a former member</Trans>
              )}
            </span>
            {c.author?.trusted && (
              <Badge tone="primary">
                <Trans>Trusted member</Trans>
              </Badge>
            )}
            <span>
              <Trans>on {on}</Trans>
            </span>
            {c.status !== 'pending' && (
              <Badge tone="neutral">
                {decidedText(
                  c.appliedAtOnce ? t`Applied at once` : i18n._(DONE[c.status]),
                  c.reviewedBy?.username,
                  c.reviewedAt && formatLongDate(c.reviewedAt),
                )}
              </Badge>
            )}
          </p>
        </div>
        {c.field === 'colorHex' && typeof c.after === 'string' && typeof c.current === 'string' && (
          <div className="flex gap-3" aria-hidden="true">
            {[
              { hex: c.current, label: t`Now` },
              { hex: c.after, label: t`Suggested` },
            ].map((s) => (
              <div key={s.label} className="flex flex-col items-center gap-1 text-xs text-muted">
                <div className="swab-ground grid size-20 place-items-center rounded-lg p-1.5">
                  <Swab hex={s.hex} className="size-full" />
                </div>
                {s.label}
              </div>
            ))}
          </div>
        )}
        <dl className="grid gap-1 text-[0.95rem] sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="text-muted">
            <Trans>When suggested</Trans>
          </dt>
          <dd className="break-words">
            <FieldValue field={c.field} value={c.before} />
          </dd>
          {moved && (
            <>
              <dt className="text-muted">
                <Trans>Now</Trans>
              </dt>
              <dd className="break-words">
                <FieldValue field={c.field} value={c.current} />{' '}
                <span className="text-sm text-muted">
                  <Trans>(changed since)</Trans>
                </span>
              </dd>
            </>
          )}
          <dt className="font-medium">
            <Trans>Suggested</Trans>
          </dt>
          <dd className="break-words font-medium">
            <FieldValue field={c.field} value={c.after} />
          </dd>
          {c.note && (
            <>
              <dt className="text-muted">
                <Trans>Their note</Trans>
              </dt>
              <dd className="break-words whitespace-pre-line">{c.note}</dd>
            </>
          )}
          {c.reason && (
            <>
              <dt className="text-muted">
                <Trans>Reason</Trans>
              </dt>
              <dd className="break-words">{c.reason}</dd>
            </>
          )}
        </dl>
        {c.status === 'pending' && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy}
              onClick={() => answer.mutate({ correction: c, action: 'accept' })}
            >
              <Check className="size-4" aria-hidden="true" />
              <Trans>
                Accept <span className="sr-only">the correction of {field}</span>
              </Trans>
            </Button>
            <RejectDialog
              title={t`Reject the correction of ${lowerField}`}
              busy={busy}
              onReject={(reason, done) =>
                answer.mutate({ correction: c, action: 'reject', reason }, { onSuccess: done })
              }
            />
          </div>
        )}
      </article>
    </li>
  );
}

function AuthorLink({ username }: { username: string }) {
  return (
    <Trans>
      by{' '}
      <Link to={`/user/${username}`} className="link">
        {username}
      </Link>
    </Trans>
  );
}

/** Which fields a trusted member's correction applies at once. */
function ApplyAtOnce() {
  const { t } = useLingui();
  const query = useQuery(correctionSettingsOptions());
  const save = useSaveCorrectionSettings();
  const headingId = useId();
  if (query.isPending)
    return (
      <Loading>
        <Trans>Loading the settings...</Trans>
      </Loading>
    );
  if (query.isError) {
    return (
      <SectionError
        what={t`Correction settings`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const settings: CorrectionSettings = query.data;
  return (
    <fieldset aria-labelledby={headingId} className="rounded-2xl border border-rule p-4">
      <legend id={headingId} className="px-1 text-base font-medium">
        <Trans>Trusted members’ corrections apply at once for</Trans>
      </legend>
      <p className="text-sm text-muted">
        <Trans>
          Ticked fields change as soon as a trusted member suggests it; you can revert it from the
          ink’s History. Everyone else’s corrections always wait here.
        </Trans>
      </p>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        {CORRECTION_FIELDS.map((f) => (
          <label key={f} className="inline-flex cursor-pointer items-center gap-2 text-[0.95rem]">
            <input
              type="checkbox"
              checked={settings.applyAtOnce[f]}
              disabled={save.isPending}
              onChange={(e) =>
                save.mutate({ applyAtOnce: { ...settings.applyAtOnce, [f]: e.target.checked } })
              }
              className="size-4 accent-[var(--color-primary)]"
            />
            {inkFieldWord(f)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CorrectionsTab() {
  const [status, setStatus] = useState<CorrectionStatusFilter>('pending');
  const { t, i18n } = useLingui();
  const query = useQuery(correctionsOptions(status));
  const shown = query.data?.data.length ?? 0;
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby="corrections-title">
      <h2 id="corrections-title" className="text-2xl">
        <Trans>Corrections</Trans>
      </h2>
      <p className="mt-1 max-w-[68ch] text-muted">
        <Trans>
          What members say is not right about an ink, one field each. Accept to make it the ink’s (a
          change on its history, by the member), or reject with a reason they see. Every answer is
          kept in the audit log.
        </Trans>
      </p>
      <div className="mt-4">
        <ApplyAtOnce />
      </div>
      <div className="mt-4">
        <Choices label={t`Corrections`} options={STATUSES} value={status} onChange={setStatus} />
      </div>
      <div className="mt-4" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <Loading>
            <Trans>Loading corrections...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Corrections`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.data.length === 0 ? (
          <Empty icon={PencilLine}>{i18n._(EMPTY[status])}</Empty>
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {total > shown
                ? t`The first ${shown} of ${total} corrections`
                : t`${plural(total, { one: '# correction', other: '# corrections' })}`}
            </p>
            <ul aria-label={i18n._(LISTS[status])} className="mt-3 flex flex-col gap-3">
              {query.data.data.map((c) => (
                <CorrectionRow key={c.id} correction={c} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
