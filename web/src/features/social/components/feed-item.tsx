import type { FeedItem } from '@inklore/contract';
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

function Sentence({ item }: { item: FeedItem }) {
  const actor = <MemberLink member={item.actor} avatar={false} />;
  const brand = <span className="font-medium">{item.brand}</span>;
  const inkName = item.ink ? `${item.ink.brand} ${item.ink.name}` : (item.title ?? 'an ink');
  switch (item.kind) {
    case 'image':
      return (
        <>
          {actor} shared an image of <Target item={item}>{inkName}</Target>
        </>
      );
    case 'discovery':
      return (
        <>
          {actor}’s discovery <Target item={item}>{inkName}</Target> joined the catalogue
        </>
      );
    case 'collection':
      return (
        <>
          {actor} made the collection <Target item={item}>{item.title ?? 'a collection'}</Target>{' '}
          public
        </>
      );
    case 'inking':
      // the title is the pen's name (a public pen)
      return (
        <>
          {actor} inked {item.title ? `their ${item.title}` : 'a pen'} with{' '}
          <Target item={item}>{inkName}</Target>
        </>
      );
    case 'news':
      return (
        <>
          News about {brand}: <Target item={item}>{item.title ?? 'a story'}</Target>
        </>
      );
    case 'brand_ink':
      return (
        <>
          New from {brand}: <Target item={item}>{inkName}</Target>
        </>
      );
  }
}

/** One line of the feed: who or which brand, what, the swatch or picture, and when. */
export function FeedLine({ item, now }: { item: FeedItem; now?: number }) {
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
          <p className="mt-0.5 text-sm break-words text-muted">“{item.title}”</p>
        )}
        <When at={item.at} now={now} />
      </div>
    </li>
  );
}
