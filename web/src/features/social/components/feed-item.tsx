import type { FeedItem } from '@inklore/contract';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MemberLink } from '#src/components/member-link.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { timeAgo } from '../time.ts';

/** When something happened: "3 hours ago", the full date on hover and for machines. */
export function When({ at, now }: { at: string; now?: number }) {
  return (
    <time dateTime={at} title={formatLongDate(at)} className="text-sm text-muted">
      {timeAgo(at, now)}
    </time>
  );
}

/** What the item is about, linking where it leads. */
function Target({ item, children }: { item: FeedItem; children: ReactNode }) {
  return (
    <Link to={item.href} className="link font-medium break-words">
      {children}
    </Link>
  );
}

/*
 * Each sentence whole, in each of its forms (a name, or the words for a thing without one), so
 * that a language can put the words where it needs them.
 */
function Sentence({ item }: { item: FeedItem }) {
  const actor = <MemberLink member={item.actor} avatar={false} />;
  const brand = item.brand;
  const title = item.title;
  // the ink's brand and name, else the item's title; null: neither
  const inkName = item.ink ? `${item.ink.brand} ${item.ink.name}` : title;
  switch (item.kind) {
    case 'image':
      return inkName === null ? (
        <Trans>
          {actor} shared an image of <Target item={item}>an ink</Target>
        </Trans>
      ) : (
        <Trans>
          {actor} shared an image of <Target item={item}>{inkName}</Target>
        </Trans>
      );
    case 'discovery':
      return inkName === null ? (
        <Trans>
          {actor}’s discovery <Target item={item}>an ink</Target> joined the catalogue
        </Trans>
      ) : (
        <Trans>
          {actor}’s discovery <Target item={item}>{inkName}</Target> joined the catalogue
        </Trans>
      );
    case 'collection':
      return title === null ? (
        <Trans>
          {actor} made the collection <Target item={item}>a collection</Target> public
        </Trans>
      ) : (
        <Trans>
          {actor} made the collection <Target item={item}>{title}</Target> public
        </Trans>
      );
    case 'inking':
      // the title is the pen's name (a public pen)
      if (title) {
        const pen = title;
        return inkName === null ? (
          <Trans>
            {actor} inked their {pen} with <Target item={item}>an ink</Target>
          </Trans>
        ) : (
          <Trans>
            {actor} inked their {pen} with <Target item={item}>{inkName}</Target>
          </Trans>
        );
      }
      return inkName === null ? (
        <Trans>
          {actor} inked a pen with <Target item={item}>an ink</Target>
        </Trans>
      ) : (
        <Trans>
          {actor} inked a pen with <Target item={item}>{inkName}</Target>
        </Trans>
      );
    case 'news':
      return title === null ? (
        <Trans>
          News about <span className="font-medium">{brand}</span>:{' '}
          <Target item={item}>a story</Target>
        </Trans>
      ) : (
        <Trans>
          News about <span className="font-medium">{brand}</span>:{' '}
          <Target item={item}>{title}</Target>
        </Trans>
      );
    case 'brand_ink':
      return inkName === null ? (
        <Trans>
          New from <span className="font-medium">{brand}</span>: <Target item={item}>an ink</Target>
        </Trans>
      ) : (
        <Trans>
          New from <span className="font-medium">{brand}</span>:{' '}
          <Target item={item}>{inkName}</Target>
        </Trans>
      );
  }
}

/** One line of the feed: who or which brand, what, the swatch or picture, and when. */
export function FeedLine({ item, now }: { item: FeedItem; now?: number }) {
  const imageTitle = item.title;
  return (
    <li
      className="flex items-start gap-3 border-t border-rule py-4 first:border-t-0"
      data-testid="feed-item"
    >
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          loading="lazy"
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-lg border border-rule bg-sunken object-cover"
        />
      ) : item.ink ? (
        <Swab hex={item.ink.colorHex} seed={item.ink.id} className="h-12 w-16 shrink-0" />
      ) : (
        <span
          aria-hidden="true"
          className="h-12 w-16 shrink-0 rounded-lg border border-dashed border-rule"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="leading-snug">
          <Sentence item={item} />
        </p>
        {item.kind === 'image' && item.title && (
          <p className="mt-0.5 text-sm break-words text-muted">
            <Trans>“{imageTitle}”</Trans>
          </p>
        )}
        <When at={item.at} now={now} />
      </div>
    </li>
  );
}
