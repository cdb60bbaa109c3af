import type { Ink, SearchMarks } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { langOf } from '#src/lib/cjk-fonts.ts';
import { Link } from '#src/lib/router.tsx';
import { useIntent } from '#src/components/prefetch-link.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { usePrefetch } from '#src/lib/prefetch-context.ts';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import { inkKeys } from '../api/inks.ts';
import { MarkedText } from './marked-text.tsx';

/** Fixed sizes, so a card's height follows from its width alone (no layout shift). */
export const CARD_PAD = 10;
export const CARD_BORDER = 1;
export const CARD_TEXT_HEIGHT = 92;
export const SWATCH_RATIO = 3 / 4;

/**
 * A button over a card's swatch, beside its link rather than inside it (browse's Add to
 * compare, which the page gives: ADR 043); `className` places it.
 */
export type InkCardAction = (ink: Ink, className: string) => ReactNode;

export function cardHeight(cardWidth: number): number {
  const inner = cardWidth - 2 * CARD_PAD - 2 * CARD_BORDER;
  return 2 * CARD_BORDER + 2 * CARD_PAD + inner * SWATCH_RATIO + CARD_TEXT_HEIGHT;
}

export function InkCard({
  ink,
  headingLevel = 3,
  marks,
  action,
}: {
  ink: Ink & { deltaE?: number };
  headingLevel?: 2 | 3;
  /** What a text search matched in this ink (ADR 025): marked, and the other name it matched. */
  marks?: SearchMarks;
  /** A button over the swatch (a button beside the link, not inside it). */
  action?: InkCardAction | undefined;
}) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const prefetch = usePrefetch();
  const href = `/ink/${ink.id}`;
  // the list already holds the ink: hand it to the profile page so it opens at once. A list
  // leaves out the ink's other names (only GET /api/inks/{id} has them), so the page asks for
  // the whole ink behind it (the seed counts as stale).
  const seed = () => {
    if (!qc.getQueryData(inkKeys.detail(ink.id)))
      qc.setQueryData(inkKeys.detail(ink.id), ink, ink.aliases ? undefined : { updatedAt: 0 });
  };
  const intent = useIntent(() => {
    seed();
    prefetch(href);
  });
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const alias = marks?.alias;
  if (action)
    return (
      <div className="relative h-full">
        <InkCard ink={ink} headingLevel={headingLevel} marks={marks} />
        {action(ink, 'absolute top-4 right-4 bg-surface/90')}
      </div>
    );
  return (
    <Link
      to={href}
      onClick={seed}
      onMouseEnter={intent.start}
      onMouseLeave={intent.cancel}
      onFocus={intent.start}
      onBlur={intent.cancel}
      data-testid="ink-card"
      className="group flex h-full flex-col rounded-2xl border border-rule bg-surface p-2.5 transition-[border-color,box-shadow,translate] duration-200 hover:-translate-y-0.5 hover:border-primary/45 hover:shadow-[0_10px_24px_-14px_rgb(0_0_0/0.35)] motion-reduce:hover:translate-y-0"
    >
      <div className="swab-ground relative grid aspect-[4/3] place-items-center rounded-xl px-[8%] py-[11%]">
        <Swab hex={ink.colorHex} seed={ink.id} className="size-full" />
        {ink.featured && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-page/85 px-2 py-0.5 text-[0.7rem] font-medium text-ochre">
            <Star className="size-3 fill-current" aria-hidden="true" />
            <Trans>Featured</Trans>
          </span>
        )}
      </div>
      <div className="flex flex-col px-1.5 pt-2.5" style={{ height: CARD_TEXT_HEIGHT }}>
        <p className="truncate text-[0.72rem] font-semibold tracking-[0.08em] text-muted uppercase">
          <MarkedText text={ink.brand} ranges={marks?.brand} />
          {ink.line ? (
            <span className="font-normal tracking-normal normal-case">
              {' · '}
              <MarkedText text={ink.line} ranges={marks?.line} />
            </span>
          ) : null}
        </p>
        <H
          className={`mt-0.5 font-serif text-[1.05rem] leading-5 font-medium group-hover:text-primary ${alias ? 'line-clamp-1' : 'line-clamp-2'}`}
        >
          <MarkedText text={ink.name} ranges={marks?.name} />
        </H>
        {alias ? (
          // in the name's second line, so the card keeps its height
          <p className="mt-0.5 truncate text-xs text-muted">
            <Trans>
              Also known as <mark lang={langOf(alias)}>{alias}</mark>
            </Trans>
          </p>
        ) : null}
        <p className="mt-auto flex items-center justify-between gap-2 pb-0.5 text-xs">
          <span className="font-mono tracking-tight uppercase">{ink.colorHex}</span>
          {ink.deltaE !== undefined ? (
            <span className="font-mono text-muted" title={t`CIEDE2000 from the colour searched`}>
              ΔE {ink.deltaE.toFixed(1)}
            </span>
          ) : (
            <span className="truncate text-muted">{colourFamilyWord(ink.color)}</span>
          )}
        </p>
      </div>
    </Link>
  );
}

export function InkCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col rounded-2xl border border-rule bg-surface p-2.5"
    >
      <div className="skeleton aspect-[4/3] rounded-xl" />
      <div className="flex flex-col gap-2 px-1.5 pt-3" style={{ height: CARD_TEXT_HEIGHT }}>
        <div className="skeleton h-4 w-4/5" />
        <div className="skeleton h-3 w-1/2" />
        <div className="mt-auto mb-1 flex justify-between">
          <div className="skeleton h-3 w-16" />
          <div className="skeleton h-3 w-10" />
        </div>
      </div>
    </div>
  );
}
