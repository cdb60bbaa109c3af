import type { Comparison, InkBrief } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatNumber } from '#src/lib/format.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useParams } from '#src/lib/router.tsx';
import { compareOptions } from '../api/members.ts';
import { MEMBER_WORDS } from '../words.ts';

/** A grid shows this many swatches before "Show all". */
const FIRST = 60;

function InkGrid({ title, inks, empty }: { title: string; inks: InkBrief[]; empty: string }) {
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? inks : inks.slice(0, FIRST);
  const count = inks.length;
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
              {plural(count, { one: 'Show all # ink', other: 'Show all # inks' })}
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
      <p className="font-medium">
        <Trans>None of your inks is public yet, so your side counts nothing.</Trans>
      </p>
      <p className="mt-1">
        <Trans>
          Make one of your collections public, or turn on{' '}
          <Link to="/profile#palette-setting" className="link">
            Show my ink colours on my profile
          </Link>{' '}
          to count every ink you own. Your ink-ventory itself stays private.
        </Trans>
      </p>
    </div>
  );
}

function CompareView({ comparison }: { comparison: Comparison }) {
  const them = displayNameOf(comparison.them);
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: them, to: `/user/${encodeURIComponent(comparison.them.username)}` },
          { label: t`Compare inks` },
        ]}
      />
      <h1 className="mt-3 text-3xl sm:text-4xl">
        <Trans>Your inks and {them}’s</Trans>
      </h1>
      <p className="mt-3 max-w-[68ch] text-muted">
        <Trans>
          Only the inks each of you made public count here: the inks of public collections, and
          every ink owned when “Show my ink colours on my profile” is on. Private inks never show.
        </Trans>
      </p>
      {comparison.minePublicEmpty && <MakeMinePublic />}
      <InkGrid
        title={t`Both of you have`}
        inks={comparison.both}
        empty={t`No ink is on both sides yet.`}
      />
      <InkGrid
        title={t`Only ${them} has`}
        inks={comparison.onlyThem}
        empty={t`${them} has made no other ink public.`}
      />
      <InkGrid
        title={t`Only you have`}
        inks={comparison.onlyMe}
        empty={
          comparison.minePublicEmpty
            ? t`Nothing of yours is public yet (see above).`
            : t`Every public ink of yours is on both sides.`
        }
      />
    </div>
  );
}

function Compare({ username }: { username: string }) {
  const query = useQuery(compareOptions(username));
  const { t, i18n } = useLingui();
  if (query.isPending) return <PageSpinner label={t`Comparing inks...`} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403) {
      return (
        <MessagePage
          title={status === 404 ? t`Member Not Found` : t`Compare Inks`}
          actions={
            <Link to="/browse" className={buttonClass('primary')}>
              <Trans>Browse Inks</Trans>
            </Link>
          }
        >
          <p>{i18n._(status === 404 ? MEMBER_WORDS.userNotFound : MEMBER_WORDS.blocked)}</p>
        </MessagePage>
      );
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <SectionError
          what={t`The comparison`}
          title={t`The comparison could not be loaded.`}
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
  const { t } = useLingui();
  useHead(t`Compare Inks`, t`Compare your inks with ${username}'s on Inklore.`);
  if (isPending) return <PageSpinner />;
  if (!me) {
    return (
      <SignInPage
        title={t`Compare Inks`}
        path={`/user/${encodeURIComponent(username)}/compare`}
        failed={isError}
        text={t`Sign in to compare your inks with ${username}’s: what you both have, and what only one of you has.`}
      />
    );
  }
  if (me.username.toLowerCase() === username.toLowerCase()) {
    return (
      <MessagePage
        title={t`Compare Inks`}
        actions={
          <Link to="/profile" className={buttonClass('primary')}>
            <Trans>Your Profile</Trans>
          </Link>
        }
      >
        <p>
          <Trans>
            This is your own profile. Open another member’s profile to compare your inks.
          </Trans>
        </p>
      </MessagePage>
    );
  }
  return <Compare username={username} />;
}
