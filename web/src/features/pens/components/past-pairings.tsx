import type { Inking } from '@inklore/contract';
import { penName } from '@inklore/contract/pens/pens.rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatNumber, plural } from '#src/lib/format.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useRemoveInking } from '../api/pen-mutations.ts';
import { inkingsOptions } from '../api/pens.ts';
import { longDay } from '../days.ts';

/** How many past pairings show before "Show more". */
const FIRST = 5;
const MORE = 20;

function RemoveInking({ inking }: { inking: Inking }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveInking();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={dangerClass('sm')}
          disabled={remove.isPending}
          aria-label={`Remove ${penName(inking.pen)} with ${inking.ink.name}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </button>
      }
      title="Remove this pairing?"
      question={`${penName(inking.pen)} with ${inking.ink.name}, and the days you marked with it, leave your diary. This cannot be undone.`}
      confirmLabel="Remove"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { inkingId: inking.id, inkId: inking.ink.id },
          {
            onSuccess: () => {
              setOpen(false);
              toast({ title: 'Removed', description: 'The pairing is gone.', variant: 'success' });
            },
          },
        )
      }
    />
  );
}

function PastItem({ inking }: { inking: Inking }) {
  const fills = inking.refills + 1;
  return (
    <li className="flex flex-col gap-2 border-t border-rule py-3 first:border-t-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <Swab hex={inking.ink.colorHex} seed={inking.ink.id} className="mt-0.5 h-9 w-12 shrink-0" />
        <div className="min-w-0">
          <p className="break-words">
            <span className="font-medium">{penName(inking.pen)}</span>
            <span className="text-muted"> with </span>
            <Link to={`/ink/${inking.ink.id}`} className="link">
              {inking.ink.name}
            </Link>
          </p>
          <p className="text-sm text-muted">
            {longDay(inking.inkedOn)} to {inking.cleanedOn ? longDay(inking.cleanedOn) : 'now'}
            {` · ${formatNumber(fills)} ${plural(fills, 'fill', 'fills')}`}
            {` · used on ${formatNumber(inking.daysUsed)} ${plural(inking.daysUsed, 'day', 'days')}`}
          </p>
          {inking.note && <p className="mt-1 text-sm break-words">{inking.note}</p>}
        </div>
      </div>
      <RemoveInking inking={inking} />
    </li>
  );
}

/** The pairings that ended (cleaned), newest first, a few at a time. */
export function PastPairings({ today }: { today: string }) {
  const query = useInfiniteQuery(inkingsOptions('past', today));
  const [shown, setShown] = useState(FIRST);
  if (query.isPending) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> Loading your past pairings...
      </p>
    );
  }
  if (query.isError) {
    return (
      <SectionError
        what="Your past pairings"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const all = query.data.pages.flat();
  if (all.length === 0) {
    return <p className="text-muted">Pens you clean show here, with the days you used them.</p>;
  }
  const more = all.length > shown || query.hasNextPage;
  return (
    <>
      <ul aria-label="Past pairings">
        {all.slice(0, shown).map((inking) => (
          <PastItem key={inking.id} inking={inking} />
        ))}
      </ul>
      {more && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={query.isFetchingNextPage}
          onClick={() => {
            if (shown + MORE > all.length && query.hasNextPage) void query.fetchNextPage();
            setShown((n) => n + MORE);
          }}
        >
          {query.isFetchingNextPage && <Spinner className="size-4" />}
          Show more
        </Button>
      )}
    </>
  );
}
