import type { InkSubmission } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Swatch } from '#src/components/swatch.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { inkPropertyWord } from '#src/lib/catalogue-words.ts';
import { Link } from '#src/lib/router.tsx';
import { SubmissionStatusBadge } from '#src/components/submission-status.tsx';

/** What the member just sent, with its status, in place of the form. */
export function SubmissionSummary({
  submission: s,
  onAnother,
}: {
  submission: InkSubmission;
  onAnother: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = `${s.brand} ${s.name}`;
  const names = s.aliases.join(' · ');
  useEffect(() => {
    // in place of the form: the focus (and the screen) goes to what was sent
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="sent-title"
      className="rounded-2xl border border-rule bg-surface p-5 sm:p-7"
    >
      <SubmissionStatusBadge status={s.status} />
      <h2 id="sent-title" ref={heading} tabIndex={-1} className="mt-3 text-2xl outline-none">
        {s.brand} {s.name}
      </h2>
      {s.line && <p className="text-muted">{s.line}</p>}
      <div className="mt-5 grid gap-5 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <Swatch hex={s.colorHex} family={s.color} seed={2} className="w-full max-w-44" />
        <div className="min-w-0 text-[0.95rem]">
          <p>
            <Trans>
              Thank you for sharing it. A moderator will review it soon; you will see the outcome on
              your profile, under My submissions.
            </Trans>
          </p>
          {s.flaggedDuplicate && (
            <p className="mt-2 text-sm text-muted">
              <Trans>
                You sent it although the catalogue has inks that look like it; the moderator will
                compare them.
              </Trans>
            </p>
          )}
          {s.aliases.length > 0 && (
            <p className="mt-2 text-sm break-words">
              <Trans>
                <span className="font-medium">Other names:</span> {names}
              </Trans>
            </p>
          )}
          {s.properties.length > 0 && (
            <p className="mt-2 text-sm text-muted">
              {s.properties.map(inkPropertyWord).join(' · ')}
            </p>
          )}
          {s.imageUrl && (
            <img
              src={s.imageUrl}
              alt={t`Your picture of ${title}`}
              className="swab-ground mt-3 max-h-40 w-auto rounded-lg"
            />
          )}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <Link to="/profile#my-submissions" className={buttonClass('primary', 'sm')}>
          <UserRound className="size-4" aria-hidden="true" />
          <Trans>See my submissions</Trans>
        </Link>
        <Button variant="secondary" size="sm" onClick={onAnother}>
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Share another discovery</Trans>
        </Button>
      </div>
    </section>
  );
}
