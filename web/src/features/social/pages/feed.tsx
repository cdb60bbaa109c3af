import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Rss } from 'lucide-react';
import { useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { SignInPage } from '#src/components/sign-in-page.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { feedOptions } from '../api/social.ts';
import { FeedLine } from '../components/feed-item.tsx';
import { MyFollows } from '../components/my-follows.tsx';
import { useNow } from '../time.ts';

function EmptyFeed() {
  return (
    <div className="rounded-2xl border border-dashed border-rule px-5 py-8 text-center">
      <Rss className="mx-auto size-7 text-muted" aria-hidden="true" />
      <p className="mt-3 font-medium">
        <Trans>Nothing here yet.</Trans>
      </p>
      <p className="mx-auto mt-2 max-w-[52ch] text-muted">
        <Trans>
          Follow members from their profiles (Follow, under their name) and brands from an ink’s
          page (Follow, beside the brand’s name). What they make public shows here: community
          images, discoveries, public collections, pens inked, and a brand’s news and new inks.
        </Trans>
      </p>
      <Link to="/browse" className={buttonClass('primary', 'sm', 'mt-5')}>
        <Trans>Browse Inks</Trans>
      </Link>
    </div>
  );
}

function FeedList() {
  const feed = useInfiniteQuery(feedOptions());
  const now = useNow();
  const [added, setAdded] = useState<number | null>(null);
  const { t } = useLingui();
  if (feed.isPending)
    return (
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading your feed...</Trans>
      </p>
    );
  if (feed.isError)
    return (
      <SectionError what={t`Your feed`} error={feed.error} onRetry={() => void feed.refetch()} />
    );
  const items = feed.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyFeed />;
  return (
    <>
      <ul
        aria-label={t`Your feed, newest first`}
        className="rounded-2xl border border-rule bg-surface px-4 sm:px-5"
      >
        {items.map((item) => (
          <FeedLine key={item.id} item={item} now={now} />
        ))}
      </ul>
      <p role="status" className="sr-only">
        {added === null
          ? ''
          : t`${plural(added, { one: '# more item loaded.', other: '# more items loaded.' })}`}
      </p>
      {feed.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={feed.isFetchingNextPage}
          onClick={() => {
            const before = items.length;
            void feed.fetchNextPage().then((r) => {
              const after = r.data?.pages.flatMap((p) => p.items).length ?? before;
              setAdded(after - before);
            });
          }}
        >
          {feed.isFetchingNextPage && <Spinner className="size-4" />}
          <Trans>Load more</Trans>
        </Button>
      ) : (
        <p className="mt-4 text-sm text-muted">
          <Trans>That is everything so far.</Trans>
        </p>
      )}
    </>
  );
}

/**
 * /feed (signed in; ADR 060): what the members and brands I follow made public, newest first,
 * 20 at a time with "Load more"; beside it, the members and brands I follow with Unfollow.
 */
export default function FeedPage() {
  const { data: me, isPending, isError } = useCurrentUser();
  const { t } = useLingui();
  useHead(t`Your Feed`, t`What the members and brands you follow shared on Inklore.`);
  if (isPending) return <PageSpinner />;
  if (!me)
    return (
      <SignInPage
        title={t`Your Feed`}
        path="/feed"
        failed={isError}
        text={t`Sign in to follow members and brands and see what they share: images, discoveries, collections and news.`}
      />
    );
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Feed` }]} />
      <h1 className="mt-3 text-3xl sm:text-4xl">
        <Trans>Your Feed</Trans>
      </h1>
      <p className="mt-2 max-w-[68ch] text-muted">
        <Trans>What the members and brands you follow made public, newest first.</Trans>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="feed-title">
          <h2 id="feed-title" className="sr-only">
            <Trans>Latest</Trans>
          </h2>
          <FeedList />
        </section>
        <MyFollows />
      </div>
    </div>
  );
}
