import type { CollectionDetail, CollectionItem } from '@inklore/contract';
import { actorOf, mayChangeCollection } from '@inklore/contract/shared/policies.rules';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { VisibilityBadge } from '#src/components/collection-card.tsx';
import { NotFound } from '#src/components/not-found.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { isNotFound } from '#src/lib/api-client.ts';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import { cn } from '#src/lib/cn.ts';
import { LocalDate } from '#src/components/local-date.tsx';
import { useHead, usePageStatus } from '#src/lib/head.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { Link, useNavigate, useParams, useSearchParams } from '#src/lib/router.tsx';
import {
  useDeleteCollection,
  useRemoveFromCollection,
  useReorderCollection,
} from '../api/collection-mutations.ts';
import { collectionOptions } from '../api/collections.ts';
import {
  COLLECTION_SORTS,
  moveItem,
  parseSort,
  SORT_LABELS,
  sortItems,
  type CollectionSort,
} from '../collection-sort.ts';
import { CollectionFormDialog } from '../components/collection-form-dialog.tsx';

const iconButton =
  'grid size-9 cursor-pointer place-items-center rounded-full border border-rule bg-page text-ink hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-rule disabled:hover:text-ink';

type Moving = { onMove: (index: number, delta: -1 | 1) => void; busy: boolean };

function InkTile({
  item,
  index,
  count,
  moving,
  removing,
  onRemove,
}: {
  item: CollectionItem;
  index: number;
  count: number;
  /** The owner's order is shown: the tile can move. */
  moving: Moving | null;
  /** The owner's page: the ink can be taken out. */
  removing: boolean;
  onRemove: ((item: CollectionItem) => void) | null;
}) {
  const { ink } = item;
  const { t } = useLingui();
  const name = ink.name;
  return (
    <li
      data-testid="collection-ink"
      className="flex flex-col rounded-2xl border border-rule bg-surface p-2.5"
    >
      <div className="swab-ground grid aspect-[4/3] place-items-center rounded-xl px-[8%] py-[11%]">
        <Swab hex={ink.colorHex} seed={ink.id} className="size-full" />
      </div>
      <div className="flex flex-1 flex-col px-1.5 pt-2.5">
        <p className="truncate text-[0.72rem] font-semibold tracking-[0.08em] text-muted uppercase">
          {ink.brand}
          {ink.line ? (
            <span className="font-normal tracking-normal normal-case"> · {ink.line}</span>
          ) : null}
        </p>
        <h3 className="mt-0.5 font-serif text-[1.05rem] leading-5 font-medium break-words">
          <Link to={`/ink/${ink.id}`} className="hover:text-primary hover:underline">
            {ink.name}
          </Link>
        </h3>
        <p className="mt-1.5 flex items-center justify-between gap-2 text-xs">
          <span className="font-mono tracking-tight uppercase">{ink.colorHex}</span>
          <span className="truncate text-muted">{colourFamilyWord(ink.color)}</span>
        </p>
        {item.notes && (
          <p className="mt-2 line-clamp-4 text-sm break-words text-muted italic">{item.notes}</p>
        )}
        {(moving || onRemove) && (
          <div className="mt-auto flex items-center gap-1.5 pt-3">
            {moving && (
              <>
                <button
                  type="button"
                  className={iconButton}
                  data-move={`${ink.id}-up`}
                  aria-label={t`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => moving.onMove(index, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  data-move={`${ink.id}-down`}
                  aria-label={t`Move ${name} down`}
                  disabled={index === count - 1}
                  onClick={() => moving.onMove(index, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
              </>
            )}
            {onRemove && (
              <button
                type="button"
                className={cn(iconButton, 'ml-auto hover:border-oxblood hover:text-oxblood')}
                aria-label={t`Remove ${name} from this collection`}
                disabled={removing}
                onClick={() => onRemove(item)}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

function SortPicker({
  value,
  onChange,
  mine,
}: {
  value: CollectionSort;
  onChange: (s: CollectionSort) => void;
  mine: boolean;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as CollectionSort)} // the options are the sorts
        className={cn(inputClass, 'h-10 w-auto pr-8 text-sm')}
      >
        {COLLECTION_SORTS.map((s) => (
          <option key={s} value={s}>
            {s === 'order' && mine ? t`Your order` : i18n._(SORT_LABELS[s])}
          </option>
        ))}
      </select>
    </div>
  );
}

function OwnerActions({ collection }: { collection: CollectionDetail }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCollection(collection.id);
  const navigate = useNavigate();
  const { t } = useLingui();
  const name = collection.name;
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      <CollectionFormDialog
        open={editing}
        onOpenChange={setEditing}
        collection={collection}
        trigger={
          <Button variant="secondary" size="sm">
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>Edit Collection</Trans>
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <button type="button" className={dangerClass('sm')}>
            <Trans>Delete Collection</Trans>
          </button>
        }
        title={t`Delete this collection?`}
        question={t`Are you sure you want to delete "${name}"? This cannot be undone. The inks stay in your ink-ventory.`}
        confirmLabel={t`Delete Collection`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(collection.name, {
            onSuccess: () => {
              setConfirming(false);
              navigate('/profile#my-collections');
            },
          })
        }
      />
    </div>
  );
}

function Inks({ collection, mine }: { collection: CollectionDetail; mine: boolean }) {
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const reorder = useReorderCollection(collection.id);
  const removal = useRemoveFromCollection(collection.id);
  const [announcement, setAnnouncement] = useState('');
  const { t } = useLingui();
  // After a move the tile is somewhere else: its button keeps the focus (or its other one,
  // when it reached an end), so the keyboard can go on moving it.
  const focusAfterMove = useRef<string | null>(null);
  const order = collection.inks;
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || order.length === 0) return;
    focusAfterMove.current = null;
    const [inkId, way] = target.split('-');
    const wanted = document.querySelector<HTMLButtonElement>(`[data-move="${target}"]`);
    const other = document.querySelector<HTMLButtonElement>(
      `[data-move="${inkId}-${way === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [order]);

  const items = sortItems(collection.inks, sort);
  const inkCount = collection.inks.length;
  const setSort = (next: CollectionSort) => {
    const p = new URLSearchParams(params);
    if (next === 'order') p.delete('sort');
    else p.set('sort', next);
    setParams(p, { replace: true });
  };

  const moving: Moving | null =
    mine && sort === 'order' && items.length > 1
      ? {
          busy: reorder.isPending,
          onMove: (index, delta) => {
            const moved = items[index];
            if (!moved) return;
            const next = moveItem(items, index, delta);
            reorder.mutate(next);
            const name = moved.ink.name;
            const position = index + delta + 1;
            const total = next.length;
            setAnnouncement(t`${name} moved to position ${position} of ${total}.`);
            focusAfterMove.current = `${moved.ink.id}-${delta < 0 ? 'up' : 'down'}`;
          },
        }
      : null;

  return (
    <section aria-labelledby="collection-inks" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="collection-inks" className="text-2xl">
            <Trans>Inks</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            {mine && sort !== 'order' && items.length > 1
              ? t`${plural(inkCount, { one: '# ink', other: '# inks' })} · choose Your order to rearrange`
              : t`${plural(inkCount, { one: '# ink', other: '# inks' })}`}
          </p>
        </div>
        {items.length > 1 && <SortPicker value={sort} onChange={setSort} mine={mine} />}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-rule px-6 py-10 text-center">
          <p className="text-muted">
            <Trans>No inks in this collection yet.</Trans>
          </p>
          {mine && (
            <p className="mt-2 text-sm text-muted">
              <Trans>
                Open an ink's page and use <span className="font-medium">Add to Collection</span>.
              </Trans>
            </p>
          )}
          {mine && (
            <Link to="/browse" className={buttonClass('primary', 'sm', 'mt-5')}>
              <Trans>Browse Inks</Trans>
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
          {items.map((item, index) => (
            <InkTile
              key={item.ink.id}
              item={item}
              index={index}
              count={items.length}
              moving={moving}
              removing={removal.isPending}
              onRemove={mine ? (i) => removal.mutate({ inkId: i.ink.id, name: i.ink.name }) : null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CollectionView({ collection }: { collection: CollectionDetail }) {
  const { data: me } = useCurrentUser();
  // the contract's rule, as the server asks it (never a comparison of names by hand)
  const mine = mayChangeCollection(actorOf(me), { userId: collection.owner.id });
  const owner = displayNameOf(collection.owner);
  const ownerHref = `/user/${encodeURIComponent(collection.owner.username)}`;
  const { t } = useLingui();
  const name = collection.name;
  const inkCount = collection.inkCount;
  useHead(
    collection.name,
    collection.description?.slice(0, 155) ??
      t`${name}: ${plural(inkCount, { one: '# fountain pen ink', other: '# fountain pen inks' })} collected by ${owner} on Inklore.`,
  );
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: owner, to: ownerHref },
          { label: collection.name },
        ]}
      />
      <header className="mt-8">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-[0.14em] text-muted uppercase">
          <Trans>Collection</Trans>
          <VisibilityBadge isPublic={collection.isPublic} />
        </p>
        <h1 className="mt-2 text-[2.2rem] leading-tight break-words sm:text-[2.8rem]">
          {collection.name}
        </h1>
        <p className="mt-2 text-muted">
          <Trans>
            by{' '}
            <Link to={ownerHref} className="link">
              {owner}
            </Link>
            <span aria-hidden="true"> · </span>
            updated <LocalDate iso={collection.updatedAt} />
          </Trans>
        </p>
        {collection.description && (
          <p className="prose-ink mt-5 max-w-[68ch] whitespace-pre-line">
            {collection.description}
          </p>
        )}
        {mine && !collection.isPublic && (
          <p className="mt-4 text-sm text-muted">
            <Trans>Only you can see this collection. Make it public to share its address.</Trans>
          </p>
        )}
        {mine && <OwnerActions collection={collection} />}
      </header>
      <Inks collection={collection} mine={mine} />
    </div>
  );
}

function Loading() {
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6" aria-busy="true">
      <div className="skeleton h-4 w-48" />
      <p role="status" className="mt-8 inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading collection...</Trans>
      </p>
      <div className="skeleton mt-3 h-12 w-2/3" />
      <div className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton aspect-[4/5] rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/**
 * /collections/{id}: a named collection's inks as swatches, sortable; its owner can rename,
 * describe, make it public or private, rearrange, take inks out and delete it. A private one
 * is its owner's alone: to anyone else it is the 404 page (the server answers 404 too).
 */
export default function CollectionPage() {
  const { id: raw } = useParams();
  const id = parseWholeId(raw);
  const query = useQuery({ ...collectionOptions(id ?? 0), enabled: id !== null });
  if (id === null) return <NotFound />;
  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound />;
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <CollectionView collection={query.data} />;
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  useHead(t`Collection Could Not Be Loaded`, t`This collection could not be loaded.`);
  usePageStatus(503);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-6 text-center text-3xl">
        <Trans>Collection Could Not Be Loaded</Trans>
      </h1>
      <SectionError what={t`This collection`} error={error} onRetry={onRetry} />
    </div>
  );
}
