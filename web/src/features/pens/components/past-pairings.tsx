import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const remove = useRemoveInking();
  const pen = penName(inking.pen);
  const ink = inking.ink.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={dangerClass('sm')}
          disabled={remove.isPending}
          aria-label={t`Remove ${pen} with ${ink}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <Trans>Remove</Trans>
        </button>
      }
      title={t`Remove this pairing?`}
      question={t`${pen} with ${ink}, and the days you marked with it, leave your diary. This cannot be undone.`}
      confirmLabel={t`Remove`}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { inkingId: inking.id, inkId: inking.ink.id },
          {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: t`Removed`,
                description: t`The pairing is gone.`,
                variant: 'success',
              });
            },
          },
        )
      }
    />
  );
}

function PastItem({ inking }: { inking: Inking }) {
  const { t } = useLingui();
  const fills = inking.refills + 1;
  const days = inking.daysUsed;
  const pen = penName(inking.pen);
  const ink = inking.ink.name;
  const from = longDay(inking.inkedOn);
  const to = inking.cleanedOn ? longDay(inking.cleanedOn) : null;
  const span = to ? t`${from} to ${to}` : t`${from} to now`;
  const fillsText = t`${plural(fills, { one: '# fill', other: '# fills' })}`;
  const usedText = t`used on ${plural(days, { one: '# day', other: '# days' })}`;
  return (
    <li className="flex flex-col gap-2 border-t border-rule py-3 first:border-t-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <Swab hex={inking.ink.colorHex} seed={inking.ink.id} className="mt-0.5 h-9 w-12 shrink-0" />
        <div className="min-w-0">
          <p className="break-words">
            <Trans>
              <span className="font-medium">{pen}</span>
              <span className="text-muted"> with </span>
              <Link to={`/ink/${inking.ink.id}`} className="link">
                {ink}
              </Link>
            </Trans>
          </p>
          <p className="text-sm text-muted">
            {span}
            {` · ${fillsText}`}
            {` · ${usedText}`}
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
  const { t } = useLingui();
  const query = useInfiniteQuery(inkingsOptions('past', today));
  const [shown, setShown] = useState(FIRST);
  if (query.isPending) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading your past pairings...</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <SectionError
        what={t`Your past pairings`}
        title={t`Your past pairings could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const all = query.data.pages.flat();
  if (all.length === 0) {
    return (
      <p className="text-muted">
        <Trans>Pens you clean show here, with the days you used them.</Trans>
      </p>
    );
  }
  const more = all.length > shown || query.hasNextPage;
  return (
    <>
      <ul aria-label={t`Past pairings`}>
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
          <Trans>Show more</Trans>
        </Button>
      )}
    </>
  );
}
