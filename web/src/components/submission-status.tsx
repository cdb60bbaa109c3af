import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SubmissionStatus } from '@inklore/contract/shared/members.rules';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';

const STATUS = {
  pending: { label: msg`Pending review`, Icon: Clock, tone: 'bg-ochre-soft text-ochre' },
  // verdigris text on its own tint is below AA: the word in ink, the icon in verdigris
  approved: {
    label: msg`Approved`,
    Icon: CircleCheck,
    tone: 'bg-verdigris/10 text-ink [&>svg]:text-verdigris',
  },
  rejected: { label: msg`Rejected`, Icon: CircleX, tone: 'bg-oxblood/10 text-oxblood' },
} as const satisfies Record<SubmissionStatus, unknown>;

/** Where a submission stands: a word and an icon, never the colour alone. */
export function SubmissionStatusBadge({
  status,
  className,
}: {
  status: SubmissionStatus;
  className?: string;
}) {
  const { i18n } = useLingui();
  const { label, Icon, tone } = STATUS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {i18n._(label)}
    </span>
  );
}
