import type { ProfileImageSubmission } from '@inklore/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Clock, CircleCheck, CircleX } from 'lucide-react';
import { Card } from '#src/components/card.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { cn } from '#src/lib/cn.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { mySubmissionsOptions } from '../api/gallery.ts';

const STATUS = {
  pending: { label: msg`Pending review`, Icon: Clock, tone: 'bg-ochre-soft text-ochre' },
  approved: { label: msg`Approved`, Icon: CircleCheck, tone: 'bg-sunken text-verdigris' },
  rejected: { label: msg`Rejected`, Icon: CircleX, tone: 'bg-oxblood/5 text-oxblood' },
} as const;

function SubmissionItem({ s }: { s: ProfileImageSubmission }) {
  const { label, Icon, tone } = STATUS[s.status];
  const { i18n } = useLingui();
  const sent = <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>;
  const reason = s.rejectionReason;
  return (
    <li className="flex gap-3 border-t border-rule py-3 first:border-t-0 first:pt-0">
      <img
        src={s.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className="swab-ground size-16 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 text-sm">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            tone,
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {i18n._(label)}
        </span>
        <p className="mt-1 text-muted">
          {s.isOfficial ? <Trans>Sent {sent} · Official Image</Trans> : <Trans>Sent {sent}</Trans>}
        </p>
        {s.caption && <p className="mt-0.5 break-words">{s.caption}</p>}
        {s.status === 'rejected' && reason && (
          <p className="mt-1 break-words">
            <Trans>
              <span className="font-medium">Reason:</span> {reason}
            </Trans>
          </p>
        )}
        {s.status === 'approved' && (
          <p className="mt-1">
            <Trans>It is now this ink's main image.</Trans>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The member's own profile image submissions for this ink (spec §4: sent for moderator review
 * before they replace the current image): pending, or rejected with the moderator's reason.
 * Nothing shows when there are none.
 */
export default function MySubmissions({ inkId }: { inkId: number }) {
  const { data: user } = useCurrentUser();
  const query = useQuery({ ...mySubmissionsOptions(inkId, user?.id ?? 0), enabled: !!user });
  const submissions = query.data;
  const { t } = useLingui();
  if (!user || !submissions || submissions.length === 0) return null;
  return (
    <Card title={t`Your profile image submissions`} id="my-submissions">
      <ul aria-label={t`Your profile image submissions`}>
        {submissions.map((s) => (
          <SubmissionItem key={s.id} s={s} />
        ))}
      </ul>
    </Card>
  );
}
