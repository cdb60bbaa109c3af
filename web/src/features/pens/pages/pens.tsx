import { Trans, useLingui } from '@lingui/react/macro';
import type { Inking, Pen, Use } from '@inklore/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Plus, Sparkles } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { diaryOptions, pensOptions } from '../api/pens.ts';
import { localDay } from '../days.ts';
import { InkedCard, type CardDialog } from '../components/inked-card.tsx';
import { PastPairings } from '../components/past-pairings.tsx';
import { PenList } from '../components/pen-list.tsx';
import { SignInPage } from '#src/components/sign-in-page.tsx';

// The dialogs load when one first opens: a day's "Used today" needs none of them.
const PenFormDialog = lazy(() => import('../components/pen-form-dialog.tsx'));
const InkPenDialog = lazy(() => import('../components/ink-pen-dialog.tsx'));
const OtherDayDialog = lazy(() =>
  import('../components/day-dialogs.tsx').then((m) => ({ default: m.OtherDayDialog })),
);
const CleanDialog = lazy(() =>
  import('../components/day-dialogs.tsx').then((m) => ({ default: m.CleanDialog })),
);
const DirectUseDialog = lazy(() =>
  import('../components/day-dialogs.tsx').then((m) => ({ default: m.DirectUseDialog })),
);

type Open =
  | { kind: 'edit'; pen: Pen | null }
  | { kind: 'ink' | 'direct'; pen: Pen }
  | { kind: CardDialog; inking: Inking };

function InkedSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col gap-4 rounded-2xl border border-rule bg-surface p-5">
          <div className="flex gap-4">
            <div className="skeleton h-20 w-24" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="skeleton h-5 w-3/4" />
              <div className="skeleton h-4 w-1/2" />
            </div>
          </div>
          <div className="skeleton h-12 rounded-full" />
        </div>
      ))}
    </div>
  );
}

function Dialogs({ open, onClose }: { open: Open | null; onClose: () => void }) {
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      {open.kind === 'edit' && <PenFormDialog pen={open.pen} onClose={onClose} />}
      {open.kind === 'ink' && <InkPenDialog pen={open.pen} onClose={onClose} />}
      {open.kind === 'direct' && <DirectUseDialog pen={open.pen} onClose={onClose} />}
      {open.kind === 'other' && <OtherDayDialog inking={open.inking} onClose={onClose} />}
      {open.kind === 'clean' && <CleanDialog inking={open.inking} onClose={onClose} />}
    </Suspense>
  );
}

function Pens() {
  const { t } = useLingui();
  const today = localDay();
  const [archived, setArchived] = useState(false);
  const pens = useQuery(pensOptions(archived ? 'all' : 'false', today));
  const marks = useQuery(diaryOptions(today, today));
  const [open, setOpen] = useState<Open | null>(null);
  const from = useRef<HTMLElement | null>(null);
  const archivedId = useId();

  const show = (next: Open, trigger: HTMLElement | null) => {
    from.current = trigger;
    setOpen(next);
  };
  const close = () => {
    setOpen(null);
    // back to the button that opened it (or, when that went with the change, the page's top)
    setTimeout(() => {
      const target = from.current;
      if (target?.isConnected) target.focus();
      else document.getElementById('pens-title')?.focus();
    }, 0);
  };

  const todayUse = (inking: Inking): Use | undefined =>
    marks.data?.uses.find((u) => u.inkingId === inking.id);
  const inked = (pens.data ?? []).flatMap((p) => (p.inking ? [p.inking] : []));
  const list = pens.data ?? [];
  const addButton = (
    <button
      type="button"
      className={buttonClass('primary', 'sm')}
      aria-haspopup="dialog"
      onClick={(e) => show({ kind: 'edit', pen: null }, e.currentTarget)}
    >
      <Plus className="size-4" aria-hidden="true" />
      <Trans>Add a pen</Trans>
    </button>
  );

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`My Pens` }]} />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 id="pens-title" tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
          <Trans>My Pens</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/diary" className={buttonClass('secondary', 'sm')}>
            <CalendarDays className="size-4" aria-hidden="true" />
            <Trans>Diary</Trans>
          </Link>
          <Link to="/year" className={buttonClass('secondary', 'sm')}>
            <Sparkles className="size-4" aria-hidden="true" />
            <Trans>Year in Ink</Trans>
          </Link>
        </div>
      </div>

      <section aria-labelledby="inked-title" className="mt-6">
        <h2 id="inked-title" className="mb-3 text-xl">
          <Trans>Currently inked</Trans>
        </h2>
        {pens.isPending ? (
          <InkedSkeleton />
        ) : pens.isError ? (
          <SectionError
            what={t`Your pens`}
            title={t`Your pens could not be loaded.`}
            error={pens.error}
            onRetry={() => void pens.refetch()}
          />
        ) : inked.length === 0 ? (
          <p className="rounded-xl border border-dashed border-rule px-4 py-5 text-muted">
            {list.length === 0 ? (
              <Trans>Nothing is inked yet. Add your pens below, then ink them.</Trans>
            ) : (
              <Trans>
                None of your pens is inked right now. Ink one below, or from an ink’s page.
              </Trans>
            )}
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {inked.map((inking) => (
              <InkedCard
                key={inking.id}
                inking={inking}
                today={today}
                todayUse={todayUse(inking)}
                todayPending={marks.isPending}
                onDialog={(kind, which, trigger) => show({ kind, inking: which }, trigger)}
              />
            ))}
          </div>
        )}
      </section>

      <section
        aria-labelledby="my-pens-title"
        className="mt-10 rounded-2xl border border-rule bg-surface p-5 sm:p-6"
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-pens-title" className="text-xl">
            <Trans>My pens</Trans>
          </h2>
          {addButton}
        </div>
        <label htmlFor={archivedId} className="inline-flex items-center gap-2 text-sm">
          <input
            id={archivedId}
            type="checkbox"
            checked={archived}
            onChange={(e) => setArchived(e.target.checked)}
            className="size-4 accent-[var(--color-primary)]"
          />
          <Trans>Show archived pens</Trans>
        </label>
        <div className="mt-3" aria-busy={pens.isFetching}>
          {pens.isPending ? (
            <p role="status" className="text-muted">
              <Trans>Loading your pens...</Trans>
            </p>
          ) : pens.isError ? null : list.length === 0 ? (
            <div className="rounded-xl border border-dashed border-rule px-4 py-6 text-center">
              <p>
                <Trans>You have no pens here yet.</Trans>
              </p>
              <p className="mt-1 text-sm text-muted">
                <Trans>Add a fountain pen, a dip pen or a brush: only its brand is needed.</Trans>
              </p>
            </div>
          ) : (
            <PenList pens={list} onDialog={(kind, pen, trigger) => show({ kind, pen }, trigger)} />
          )}
        </div>
      </section>

      <section
        aria-labelledby="past-title"
        className="mt-6 rounded-2xl border border-rule bg-surface p-5 sm:p-6"
      >
        <h2 id="past-title" className="mb-3 text-xl">
          <Trans>Past pairings</Trans>
        </h2>
        <PastPairings today={today} />
      </section>

      <Dialogs open={open} onClose={close} />
    </div>
  );
}

/**
 * /pens: what is inked now, with "Used today" first (two taps from a phone: this page, then
 * the button), the member's pens, and the pairings they cleaned. Visitors are asked to sign in.
 */
export default function PensPage() {
  const { t } = useLingui();
  const { data: user, isPending, isError } = useCurrentUser();
  useHead(t`My Pens`, t`Your pens, what is inked in them, and the days you used them.`);
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <SignInPage
        title={t`My Pens`}
        path="/pens"
        failed={isError}
        text={t`Sign in to keep your pens, what is inked in them, and a diary of the days you write.`}
      />
    );
  }
  return <Pens />;
}
