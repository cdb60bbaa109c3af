import type { ProfileOverview } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { CollectionCard } from '#src/components/collection-card.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { formatNumber } from '#src/lib/format.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { useUtcDates } from '#src/components/local-date.tsx';
import { Link } from '#src/lib/router.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { usePublicCollections } from '../api/users.ts';

const quiet = 'text-sm text-muted';

/**
 * The colours the member made public, in hue order (the server sorts them): the inks of their
 * public collections, and of every ink they own when they chose 'Show my ink colours on my
 * profile' (ADR 039). Never their private ink-ventory otherwise. `own`: the member is
 * looking at their own profile (with their setting), and is told where the setting is.
 */
export function PaletteSection({
  name,
  palette,
  more = false,
  own,
}: {
  name: string;
  palette: readonly string[];
  /** The member shares more inks than the strip holds (it holds the first 200 by id). */
  more?: boolean;
  own?: { showInkColors: boolean } | undefined;
}) {
  const { t } = useLingui();
  const count = palette.length;
  return (
    <Card title={t`Palette`} id="palette">
      {count === 0 ? (
        <p className={quiet}>
          <Trans>{name} has not shared any ink colours yet.</Trans>
        </p>
      ) : (
        <>
          <p className={quiet}>
            {more
              ? t`The colours of ${plural(count, { one: '# of the ink', other: '# of the inks' })} ${name} shares, by hue.`
              : t`The colours of ${plural(count, { one: 'the # ink', other: 'the # inks' })} ${name} shares, by hue.`}
          </p>
          <div
            role="img"
            aria-label={
              more
                ? t`${count} swatches of the inks ${name} shares (a part of them), in hue order`
                : t`${count} swatches of the inks ${name} shares, in hue order`
            }
            data-testid="palette"
            className="swab-ground mt-4 flex flex-wrap gap-x-0.5 gap-y-2 rounded-xl p-3"
          >
            {palette.map((hex, i) => (
              <Swab key={`${hex}-${i}`} hex={hex} seed={i} className="h-9 w-7 sm:w-8" />
            ))}
          </div>
        </>
      )}
      {own && (
        <p className={`${quiet} mt-3`}>
          {own.showInkColors ? (
            <Trans>
              Only you see this note. The palette shows the inks of your public collections and
              every ink you own, as{' '}
              <Link to="/profile#palette-setting" className="link">
                Show my ink colours on my profile
              </Link>{' '}
              is on.
            </Trans>
          ) : (
            <Trans>
              Only you see this note. The palette shows the inks of your public collections. Every
              ink you own is added when{' '}
              <Link to="/profile#palette-setting" className="link">
                Show my ink colours on my profile
              </Link>{' '}
              is on.
            </Trans>
          )}
        </p>
      )}
    </Card>
  );
}

const COUNT_LABELS: readonly [MessageDescriptor, keyof ProfileOverview['counts']][] = [
  [msg`Owned`, 'owned'],
  [msg`Tried`, 'tried'],
  [msg`Want to try`, 'wantToTry'],
  [msg`Wishlist`, 'wishlist'],
];

export function CountsSection({ counts }: { counts: ProfileOverview['counts'] }) {
  const { t, i18n } = useLingui();
  return (
    <Card title={t`Ink-ventory`} id="ink-ventory">
      <dl className="grid grid-cols-2 gap-2">
        {COUNT_LABELS.map(([label, key]) => (
          <div key={key} className="rounded-lg bg-sunken px-3 py-2">
            <dt className="text-xs text-muted">{i18n._(label)}</dt>
            <dd className="font-mono text-lg">{formatNumber(counts[key])}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function CollectionsSection({
  name,
  username,
  collections,
  total,
}: {
  name: string;
  username: string;
  /** The most recently changed (the overview's). */
  collections: ProfileOverview['collections'];
  /** How many public collections the member has. */
  total: number;
}) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const rest = usePublicCollections(username, all);
  const listed = all && rest.isSuccess;
  const failed = all && rest.isError;
  const shown = listed ? rest.data : collections;
  const list = useRef<HTMLUListElement>(null);
  // once all are shown, the focus goes on to the first of those not shown before (the button
  // that had it is gone)
  useEffect(() => {
    if (listed) list.current?.children[collections.length]?.querySelector('a')?.focus();
  }, [listed, collections.length]);
  return (
    <Card title={t`Public Collections`} id="collections">
      {shown.length === 0 ? (
        <p className={quiet}>
          <Trans>{name} has no public collections yet.</Trans>
        </p>
      ) : (
        <ul ref={list} className="grid gap-3 sm:grid-cols-2" aria-label={t`Public collections`}>
          {shown.map((c) => (
            <li key={c.id}>
              <CollectionCard collection={c} />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <div className="mt-4">
          <SectionError
            what={t`The other collections`}
            error={rest.error}
            onRetry={() => void rest.refetch()}
          />
        </div>
      )}
      {!listed && !failed && total > collections.length && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          // not `disabled`: the button keeps the focus while the list comes
          aria-disabled={rest.isFetching}
          onClick={() => setAll(true)}
        >
          {rest.isFetching && <Spinner className="size-4" />}
          <Trans>Show all {total} collections</Trans>
        </Button>
      )}
    </Card>
  );
}

export function ImagesSection({
  name,
  images,
}: {
  name: string;
  images: ProfileOverview['images'];
}) {
  const { t } = useLingui();
  const utc = useUtcDates();
  const alt = (img: ProfileOverview['images'][number]) => {
    const shared = formatLongDate(img.createdAt, utc);
    const { caption, category } = img;
    return caption === null
      ? t`${category} image, shared ${shared}. Open its ink.`
      : t`${caption}, shared ${shared}. Open its ink.`;
  };
  return (
    <Card title={t`Community Images`} id="images">
      {images.length === 0 ? (
        <p className={quiet}>
          <Trans>{name} has not shared a community image yet.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {images.map((img) => (
            <li key={img.id}>
              <Link
                to={`/ink/${img.inkId}`}
                className="block overflow-hidden rounded-xl border border-rule bg-sunken hover:border-primary"
              >
                <img
                  src={img.thumbnailUrl}
                  alt={alt(img)}
                  width={img.width}
                  height={img.height}
                  loading="lazy"
                  className="aspect-square h-auto w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function DiscoveriesSection({
  name,
  discoveries,
}: {
  name: string;
  discoveries: ProfileOverview['discoveries'];
}) {
  const { t } = useLingui();
  return (
    <Card title={t`Discoveries`} id="discoveries">
      {discoveries.length === 0 ? (
        <p className={quiet}>
          <Trans>No inks in the catalogue come from {name}'s discoveries yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {discoveries.map((d) => (
            <li key={d.id} className="flex items-center gap-3">
              <Swab hex={d.colorHex} seed={d.id} className="h-7 w-10 shrink-0" />
              <Link to={`/ink/${d.id}`} className="link min-w-0 break-words">
                {d.brand} {d.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
