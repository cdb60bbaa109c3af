import type { MyOffer, WishlistMatches } from '@inklore/contract';
import { useQuery } from '@tanstack/react-query';
import { Ban, Heart, Inbox, TestTubes } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { InkTile } from '#src/components/ink-tile.tsx';
import { MemberLink } from '#src/components/member-link.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { SectionError } from '#src/components/section-error.tsx';
import { SignInPage } from '#src/components/sign-in-page.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { formatNumber, plural } from '#src/lib/format.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useStopOffer, useUnblock } from '../api/member-mutations.ts';
import { blocksOptions, matchesOptions, myOffersOptions, type RequestBox } from '../api/members.ts';
import { OffererList } from '../components/ink-samples.tsx';
import { RequestList } from '../components/request-list.tsx';

const TABS = [
  { value: 'matches', label: 'Wishlist match', Icon: Heart },
  { value: 'requests', label: 'Requests', Icon: Inbox },
  { value: 'offers', label: 'My offers', Icon: TestTubes },
  { value: 'blocked', label: 'Blocked members', Icon: Ban },
] as const;
type Tab = (typeof TABS)[number]['value'];

function Loading({ children }: { children: string }) {
  return (
    <p role="status" className="inline-flex items-center gap-2 text-muted">
      <Spinner className="size-4 text-primary" /> {children}
    </p>
  );
}

function Empty({ children, hint }: { children: string; hint: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-rule px-4 py-6 text-center">
      <p>{children}</p>
      <p className="mt-1 text-sm text-muted">{hint}</p>
    </div>
  );
}

function MatchesView({ data }: { data: WishlistMatches }) {
  const { matches, unmatched } = data;
  return (
    <>
      {matches.length === 0 ? (
        <Empty hint="When a member offers samples of an ink on your wishlist, it shows here, and you are told.">
          No one offers samples of the inks on your wishlist yet.
        </Empty>
      ) : (
        <ul aria-label="Wishlist inks someone offers" className="flex flex-col gap-4">
          {matches.map((m) => (
            <li
              key={m.ink.id}
              className="grid gap-4 rounded-2xl border border-rule bg-surface p-4 sm:grid-cols-[12rem_1fr]"
              data-testid="match"
            >
              <InkTile ink={m.ink} className="border-0 p-0" />
              <div className="min-w-0">
                <h3 className="font-sans text-base font-semibold">
                  {formatNumber(m.offerers.length)}{' '}
                  {plural(m.offerers.length, 'member offers', 'members offer')} samples
                </h3>
                <div className="mt-2">
                  <OffererList
                    ink={m.ink}
                    offerers={m.offerers}
                    label={`Members who offer samples of ${m.ink.name}`}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-muted" data-testid="unmatched">
        {unmatched === 0
          ? matches.length === 0
            ? 'Your wishlist is empty: add inks to it from their pages (My Ink-ventory, Wishlist).'
            : 'Every ink on your wishlist has an offer.'
          : `${formatNumber(unmatched)} ${plural(unmatched, 'ink on your wishlist has', 'inks on your wishlist have')} no offer yet.`}
      </p>
    </>
  );
}

function Matches() {
  const query = useQuery(matchesOptions());
  if (query.isPending) return <Loading>Loading your wishlist match...</Loading>;
  if (query.isError)
    return (
      <SectionError
        what="Your wishlist match"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return <MatchesView data={query.data} />;
}

function Requests() {
  const [params, setParams] = useSearchParams();
  const box: RequestBox = params.get('box') === 'sent' ? 'sent' : 'received';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (nextBox: RequestBox, nextPage: number) => {
    const next = new URLSearchParams({ tab: 'requests' });
    if (nextBox === 'sent') next.set('box', 'sent');
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { replace: true });
  };
  return (
    <>
      <div role="group" aria-label="Which requests" className="mb-4 flex gap-1.5">
        {(['received', 'sent'] as const).map((b) => (
          <button
            key={b}
            type="button"
            aria-pressed={box === b}
            onClick={() => go(b, 1)}
            className="cursor-pointer rounded-full border border-rule px-3.5 py-1.5 text-sm font-medium hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:text-primary"
          >
            {b === 'received' ? 'Received' : 'Sent'}
          </button>
        ))}
      </div>
      <RequestList box={box} page={page} onPage={(p) => go(box, p)} />
    </>
  );
}

function OfferRow({ offer }: { offer: MyOffer }) {
  const stop = useStopOffer(offer.ink.id);
  return (
    <li className="flex flex-wrap items-center gap-3 border-t border-rule py-3 first:border-t-0">
      <Swab hex={offer.ink.colorHex} seed={offer.ink.id} className="h-9 w-12 shrink-0" />
      <div className="min-w-0 flex-1">
        <Link to={`/ink/${offer.ink.id}`} className="link font-medium break-words">
          {offer.ink.name}
        </Link>
        <p className="text-sm text-muted">
          {offer.ink.brand} · offered since {formatLongDate(offer.createdAt)}
        </p>
        {offer.note && <p className="mt-1 text-sm break-words">{offer.note}</p>}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={stop.isPending}
        onClick={() =>
          stop.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: 'Offer stopped',
                description: `You no longer offer samples of ${offer.ink.name}.`,
                variant: 'success',
              }),
            onError: () =>
              toast({
                title: 'Error',
                description: 'The offer could not be stopped. Please try again.',
                variant: 'error',
              }),
          })
        }
      >
        {stop.isPending && <Spinner className="size-4" />}
        Stop offering <span className="sr-only">{offer.ink.name}</span>
      </Button>
    </li>
  );
}

function Offers() {
  const query = useQuery(myOffersOptions());
  if (query.isPending) return <Loading>Loading your offers...</Loading>;
  if (query.isError)
    return (
      <SectionError what="Your offers" error={query.error} onRetry={() => void query.refetch()} />
    );
  if (query.data.length === 0)
    return (
      <Empty hint="On the page of an ink you own, turn on “I can share samples of this” in My Ink-ventory.">
        You offer no samples yet.
      </Empty>
    );
  return (
    <>
      <p className="mb-3 text-sm text-muted">
        An offer counts only while the ink is in your ink-ventory as owned. Edit a note on the ink’s
        page.
      </p>
      <ul aria-label="Inks you offer samples of">
        {query.data.map((offer) => (
          <OfferRow key={offer.ink.id} offer={offer} />
        ))}
      </ul>
    </>
  );
}

function Blocked() {
  const query = useQuery(blocksOptions());
  const unblock = useUnblock();
  if (query.isPending) return <Loading>Loading the members you blocked...</Loading>;
  if (query.isError)
    return (
      <SectionError
        what="The members you blocked"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <Empty hint="Block a member from the menu on their profile: they can then not ask you for samples, write to you, follow or mention you.">
        You have blocked no one.
      </Empty>
    );
  return (
    <ul aria-label="Members you blocked">
      {query.data.map(({ member, since }) => {
        const name = displayNameOf(member);
        const busy = unblock.isPending && unblock.variables === member.username;
        return (
          <li
            key={member.username}
            className="flex flex-wrap items-center justify-between gap-3 border-t border-rule py-3 first:border-t-0"
          >
            <div>
              <MemberLink member={member} />
              <p className="text-xs text-muted">Blocked since {formatLongDate(since)}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() =>
                unblock.mutate(member.username, {
                  onSuccess: () =>
                    toast({
                      title: 'Unblocked',
                      description: `You unblocked ${name}.`,
                      variant: 'success',
                    }),
                })
              }
            >
              {busy && <Spinner className="size-4" />}
              Unblock <span className="sr-only">{name}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function Samples() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === asked) ? (asked as Tab) : 'matches';
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Samples' }]} />
      <h1 className="mt-3 text-3xl sm:text-4xl">Samples</h1>
      <p className="mt-2 max-w-[68ch] text-muted">
        Find members who offer samples of the inks you want, and answer those who ask you. Inklore
        passes no addresses or payments: agree in a request’s messages what to exchange.
      </p>
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setParams(new URLSearchParams(value === 'matches' ? {} : { tab: value }), {
            replace: true,
          })
        }
        className="mt-6"
      >
        <Tabs.List
          aria-label="Samples sections"
          className="flex flex-wrap gap-1.5 border-b border-rule pb-3"
        >
          {TABS.map(({ value, label, Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full px-3.5 py-2 text-sm font-medium text-ink hover:bg-sunken data-[state=active]:bg-primary data-[state=active]:text-on-primary"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, label }) => (
          <Tabs.Content key={value} value={value} className="mt-6">
            <h2 className="sr-only">{label}</h2>
            {value === 'matches' && <Matches />}
            {value === 'requests' && <Requests />}
            {value === 'offers' && <Offers />}
            {value === 'blocked' && <Blocked />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

/**
 * /samples (signed in; ADR 059): the wishlist match (each ink on my wishlist that someone
 * offers, with the offerers and "Ask for a sample"), my requests received and sent, my offers,
 * and the members I blocked, as tabs kept in the URL.
 */
export default function SamplesPage() {
  const { data: me, isPending, isError } = useCurrentUser();
  useHead('Samples', 'Ink samples between members: your wishlist match, requests and offers.');
  if (isPending) return <PageSpinner />;
  if (!me)
    return (
      <SignInPage
        title="Samples"
        path="/samples"
        failed={isError}
        text="Sign in to find members who offer samples of the inks on your wishlist, and to offer your own."
      />
    );
  return <Samples />;
}
