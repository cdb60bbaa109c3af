import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Inking, Use } from '@inklore/contract';
import { penName } from '@inklore/contract/pens/pens.rules';
import { CalendarPlus, Droplets, Sparkles, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useMarkUse, useRefill, useRemoveUse } from '../api/pen-mutations.ts';
import { daysInkedText } from '../days.ts';

export type CardDialog = 'other' | 'clean';

/**
 * "Used today" (spec of the diary: two taps from a phone, the page and this button). Marked,
 * it says so and offers Undo; focus moves to whichever button is there after the change, so
 * a keyboard or a screen reader is never left on nothing.
 */
function UsedToday({
  inking,
  today,
  todayUse,
  pending,
  describedBy,
}: {
  inking: Inking;
  today: string;
  todayUse: Use | undefined;
  /** Whether today's marks are still being asked for. */
  pending: boolean;
  describedBy: string;
}) {
  const { t } = useLingui();
  const mark = useMarkUse();
  const remove = useRemoveUse();
  const markButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const marked = todayUse !== undefined;
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (marked ? undoButton : markButton).current?.focus();
  }, [marked]);

  if (marked) {
    return (
      <div className="flex items-stretch gap-2">
        <p
          className="flex h-12 flex-1 items-center justify-center gap-2 rounded-full border border-verdigris/60 bg-verdigris/10 px-4 font-medium text-ink"
          aria-describedby={describedBy}
        >
          <Trans>Used today ✓</Trans>
        </p>
        <button
          ref={undoButton}
          type="button"
          className={buttonClass('secondary', 'md', 'h-12')}
          disabled={remove.isPending}
          aria-describedby={describedBy}
          onClick={() => {
            moved.current = true;
            remove.mutate(
              { id: todayUse.id, day: todayUse.day, inkId: inking.ink.id },
              {
                onSuccess: () =>
                  toast({
                    title: t`Undone`,
                    description: t`Today is no longer marked for this pen.`,
                  }),
              },
            );
          }}
        >
          {remove.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Undo2 className="size-4" aria-hidden="true" />
          )}
          <Trans>Undo</Trans>
        </button>
      </div>
    );
  }
  return (
    <button
      ref={markButton}
      type="button"
      className={buttonClass('primary', 'md', 'h-12 w-full text-base')}
      disabled={mark.isPending || pending}
      aria-describedby={describedBy}
      onClick={() => {
        moved.current = true;
        const pen = penName(inking.pen);
        const ink = inking.ink.name;
        mark.mutate(
          { inkingId: inking.id, body: { day: today } },
          {
            onSuccess: () =>
              toast({
                title: t`Used today ✓`,
                description: t`${pen} with ${ink} is in your diary.`,
                variant: 'success',
              }),
          },
        );
      }}
    >
      {mark.isPending ? <Spinner className="size-5" /> : null}
      <Trans>Used today</Trans>
    </button>
  );
}

/**
 * A pen that is inked now: the ink's swab, the pen, how long it has been inked, "Clean soon"
 * when it is time, the big "Used today", and the smaller actions: another day, refill, clean.
 */
export function InkedCard({
  inking,
  today,
  todayUse,
  todayPending,
  onDialog,
}: {
  inking: Inking;
  today: string;
  todayUse: Use | undefined;
  todayPending: boolean;
  onDialog: (dialog: CardDialog, inking: Inking, from: HTMLElement) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const refill = useRefill();
  const { pen, ink } = inking;
  const fills = inking.refills + 1;
  const days = inking.daysUsed;
  const inkName = ink.name;
  const fillsText = t`${plural(fills, { one: '# fill', other: '# fills' })}`;
  const usedText = t`used on ${plural(days, { one: '# day', other: '# days' })}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="inked-card"
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-surface p-4 sm:p-5',
        inking.cleanSoon ? 'border-ochre/60' : 'border-rule',
      )}
    >
      <div className="flex gap-4">
        <div className="swab-ground grid h-20 w-24 shrink-0 place-items-center rounded-xl p-2">
          <Swab hex={ink.colorHex} seed={ink.id} className="size-full" />
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg leading-snug break-words">
            {penName(pen)}
            {pen.nibSize && (
              <span className="font-sans text-sm font-normal text-muted"> · {pen.nibSize}</span>
            )}
          </h3>
          <p className="text-sm break-words">
            <Trans>
              <span className="sr-only">inked with </span>
              <Link to={`/ink/${ink.id}`} className="link">
                {inkName}
              </Link>
            </Trans>
            <span className="text-muted"> · {ink.brand}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {daysInkedText(inking.inkedOn, today)}
            {inking.refills > 0 && ` · ${fillsText}`}
            {days > 0 && ` · ${usedText}`}
          </p>
          {inking.cleanSoon && (
            <Badge tone="featured" className="mt-2">
              <Sparkles className="size-3.5" aria-hidden="true" />
              <Trans>Clean soon</Trans>
            </Badge>
          )}
        </div>
      </div>
      <UsedToday
        inking={inking}
        today={today}
        todayUse={todayUse}
        pending={todayPending}
        describedBy={titleId}
      />
      <div className="-mx-1.5 flex flex-wrap justify-between gap-y-1 text-sm sm:justify-start sm:gap-x-1">
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'px-2.5')}
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={(e) => onDialog('other', inking, e.currentTarget)}
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          <Trans>Another day</Trans>
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'px-2.5')}
          disabled={refill.isPending}
          aria-describedby={titleId}
          onClick={() => {
            const name = penName(pen);
            const inkName = ink.name;
            const filled = fills + 1;
            refill.mutate(
              { inkingId: inking.id, day: today },
              {
                onSuccess: () =>
                  toast({
                    title: t`Refilled`,
                    description: t`${name} has had ${plural(filled, { one: '# fill', other: '# fills' })} of ${inkName}.`,
                    variant: 'success',
                  }),
              },
            );
          }}
        >
          {refill.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Droplets className="size-4" aria-hidden="true" />
          )}
          <Trans>Refill +1</Trans>
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'px-2.5')}
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={(e) => onDialog('clean', inking, e.currentTarget)}
        >
          <Sparkles className="size-4" aria-hidden="true" />
          <Trans>Clean</Trans>
        </button>
      </div>
    </article>
  );
}
