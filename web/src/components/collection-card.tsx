import type { Collection } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Globe, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#src/lib/router.tsx';
import { cn } from '#src/lib/cn.ts';
import { displayNameOf } from './person.ts';
import { Swab } from './swatch.tsx';

/**
 * A row of swabs: a collection's colours at a glance, or a member's palette. Purely visual;
 * the text beside it says what it is.
 */
export function SwatchStrip({
  colors,
  max = 8,
  className,
}: {
  colors: readonly string[];
  max?: number;
  className?: string;
}) {
  const shown = colors.slice(0, max);
  return (
    <div
      aria-hidden="true"
      className={cn('swab-ground flex h-16 items-center gap-1 rounded-xl px-3', className)}
    >
      {shown.length === 0 ? (
        <span className="h-6 w-full rounded-full border border-dashed border-rule" />
      ) : (
        shown.map((hex, i) => (
          <Swab key={`${hex}-${i}`} hex={hex} seed={i} className="h-9 min-w-0 flex-1" />
        ))
      )}
    </div>
  );
}

/** Public or private, written and shown with an icon. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const Icon = isPublic ? Globe : Lock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        isPublic ? 'bg-verdigris/10 text-verdigris' : 'bg-sunken text-muted',
      )}
    >
      <Icon className="size-3" aria-hidden="true" />
      {isPublic ? <Trans>Public</Trans> : <Trans>Private</Trans>}
    </span>
  );
}

/**
 * A named collection as a card (on /profile and /user/{username}): its colours, name, how
 * many inks, public or private, and its owner when asked. `actions` go at the bottom.
 */
export function CollectionCard({
  collection,
  showOwner = false,
  showVisibility = false,
  headingLevel = 3,
  actions,
}: {
  collection: Collection;
  showOwner?: boolean;
  showVisibility?: boolean;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const inkCount = collection.inkCount;
  const { t } = useLingui();
  const owner = displayNameOf(collection.owner);
  return (
    <article
      data-testid="collection-card"
      className="flex h-full flex-col rounded-2xl border border-rule bg-page p-3"
    >
      <SwatchStrip colors={collection.swatches} />
      <div className="flex flex-1 flex-col px-1 pt-3">
        <H className="font-serif text-lg leading-snug break-words">
          <Link to={`/collections/${collection.id}`} className="hover:text-primary hover:underline">
            {collection.name}
          </Link>
        </H>
        {collection.description && (
          <p className="mt-1 line-clamp-2 text-sm break-words text-muted">
            {collection.description}
          </p>
        )}
        <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-3 text-sm text-muted">
          <span className="font-mono">
            {t`${plural(inkCount, { one: '# ink', other: '# inks' })}`}
          </span>
          {showVisibility && <VisibilityBadge isPublic={collection.isPublic} />}
          {showOwner && (
            <span className="min-w-0 truncate">
              <Trans>
                by{' '}
                <Link
                  to={`/user/${encodeURIComponent(collection.owner.username)}`}
                  className="link"
                >
                  {owner}
                </Link>
              </Trans>
            </span>
          )}
        </p>
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </article>
  );
}
