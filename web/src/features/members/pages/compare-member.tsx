import type { Comparison, InkBrief } from '@inklore/contract';
import { MEMBER_MESSAGES } from '@inklore/contract/members/members.rules';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { InkTile } from '#src/components/ink-tile.tsx';
import { MessagePage } from '#src/components/message-page.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { SectionError } from '#src/components/section-error.tsx';
import { SignInPage } from '#src/components/sign-in-page.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { formatNumber, plural } from '#src/lib/format.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useParams } from '#src/lib/router.tsx';
import { compareOptions } from '../api/members.ts';

/** A grid shows this many swatches before "Show all". */
const FIRST = 60;

function InkGrid({ title, inks, empty }: { title: string; inks: InkBrief[]; empty: string }) {
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? inks : inks.slice(0, FIRST);
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl">
        {title} <span className="font-mono text-lg text-muted">({formatNumber(inks.length)})</span>
      </h2>
      {inks.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-rule px-4 py-5 text-muted">
          {empty}
        </p>
      ) : (
        <>
          <ul
            aria-label={title}
            className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
          >
            {shown.map((ink) => (
              <li key={ink.id}>
                <InkTile ink={ink} />
              </li>
            ))}
          </ul>
          {shown.length < inks.length && (
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => setAll(true)}>
              Show all {formatNumber(inks.length)} {plural(inks.length, 'ink', 'inks')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function MakeMinePublic() {
  return (
    <div className="mt-6 rounded-xl bg-sunken px-4 py-3 text-[0.95rem]" data-testid="mine-empty">
      <p className="font-medium">None of your inks is public yet, so your side counts nothing.</p>
      <p className="mt-1">
        Make one of your collections public, or turn on{' '}
        <Link to="/profile#palette-setting" className="link">
          Show my ink colours on my profile
        </Link>{' '}
        to count every ink you own. Your ink-ventory itself stays private.
      </p>
    </div>
  );
}

function CompareView({ comparison }: { comparison: Comparison }) {
  const them = displayNameOf(comparison.them);
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: them, to: `/user/${encodeURIComponent(comparison.them.username)}` },
          { label: 'Compare inks' },
        ]}
      />
      <h1 className="mt-3 text-3xl sm:text-4xl">Your inks and {them}’s</h1>
      <p className="mt-3 max-w-[68ch] text-muted">
        Only the inks each of you made public count here: the inks of public collections, and every
        ink owned when “Show my ink colours on my profile” is on. Private inks never show.
      </p>
      {comparison.minePublicEmpty && <MakeMinePublic />}
      <InkGrid
        title="Both of you have"
        inks={comparison.both}
        empty="No ink is on both sides yet."
      />
      <InkGrid
        title={`Only ${them} has`}
        inks={comparison.onlyThem}
        empty={`${them} has made no other ink public.`}
      />
      <InkGrid
        title="Only you have"
        inks={comparison.onlyMe}
        empty={
          comparison.minePublicEmpty
            ? 'Nothing of yours is public yet (see above).'
            : 'Every public ink of yours is on both sides.'
        }
      />
    </div>
  );
}

function Compare({ username }: { username: string }) {
  const query = useQuery(compareOptions(username));
  if (query.isPending) return <PageSpinner label="Comparing inks..." />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403) {
      return (
        <MessagePage
          title={status === 404 ? 'Member Not Found' : 'Compare Inks'}
          actions={
            <Link to="/browse" className={buttonClass('primary')}>
              Browse Inks
            </Link>
          }
        >
          <p>{status === 404 ? MEMBER_MESSAGES.userNotFound : MEMBER_MESSAGES.blocked}</p>
        </MessagePage>
      );
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <SectionError
          what="The comparison"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <CompareView comparison={query.data} />;
}

/**
 * /user/{username}/compare: what we both have, what only they have and what only I have, as
 * swatch grids, counting only what each of us made public (ADR 059). Visitors are asked to
 * sign in.
 */
export default function CompareMemberPage() {
  const { username = '' } = useParams();
  const { data: me, isPending, isError } = useCurrentUser();
  useHead('Compare Inks', `Compare your inks with ${username}'s on Inklore.`);
  if (isPending) return <PageSpinner />;
  if (!me) {
    return (
      <SignInPage
        title="Compare Inks"
        path={`/user/${encodeURIComponent(username)}/compare`}
        failed={isError}
        text={`Sign in to compare your inks with ${username}’s: what you both have, and what only one of you has.`}
      />
    );
  }
  if (me.username.toLowerCase() === username.toLowerCase()) {
    return (
      <MessagePage
        title="Compare Inks"
        actions={
          <Link to="/profile" className={buttonClass('primary')}>
            Your Profile
          </Link>
        }
      >
        <p>This is your own profile. Open another member’s profile to compare your inks.</p>
      </MessagePage>
    );
  }
  return <Compare username={username} />;
}
