import type { MyOffer, WishlistMatches } from '@inklore/contract';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatLongDate } from '#src/lib/dates.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useStopOffer, useUnblock } from '../api/member-mutations.ts';
import { blocksOptions, matchesOptions, myOffersOptions, type RequestBox } from '../api/members.ts';
import { OffererList, offerCountText } from '../components/ink-samples.tsx';
import { RequestList } from '../components/request-list.tsx';

const TABS = [
  { value: 'matches', label: msg`Wishlist match`, Icon: Heart },
  { value: 'requests', label: msg`Requests`, Icon: Inbox },
  { value: 'offers', label: msg`My offers`, Icon: TestTubes },
  { value: 'blocked', label: msg`Blocked members`, Icon: Ban },
] as const;
type Tab = (typeof TABS)[number]['value'];

function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="inline-flex items-center gap-2 text-muted">
      <Spinner className="size-4 text-primary" /> {children}
    </p>
  );
}

function Empty({ children, hint }: { children: ReactNode; hint: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-rule px-4 py-6 text-center">
      <p>{children}</p>
      <p className="mt-1 text-sm text-muted">{hint}</p>
    </div>
  );
}

function MatchesView({ data }: { data: WishlistMatches }) {
  const { matches, unmatched } = data;
  const { t } = useLingui();
  return (
    <>
      {matches.length === 0 ? (
        <Empty
          hint={
            <Trans>
              When a member offers samples of an ink on your wishlist, it shows here, and you are
              told.
            </Trans>
          }
        >
          <Trans>No one offers samples of the inks on your wishlist yet.</Trans>
        </Empty>
      ) : (
        <ul aria-label={t`Wishlist inks someone offers`} className="flex flex-col gap-4">
          {matches.map((m) => {
            const name = m.ink.name;
            return (
              <li
                key={m.ink.id}
                className="grid gap-4 rounded-2xl border border-rule bg-surface p-4 sm:grid-cols-[12rem_1fr]"
                data-testid="match"
              >
                <InkTile ink={m.ink} className="border-0 p-0" />
                <div className="min-w-0">
                  <h3 className="font-sans text-base font-semibold">
                    {offerCountText(m.offerers.length)}
                  </h3>
                  <div className="mt-2">
                    <OffererList
                      ink={m.ink}
                      offerers={m.offerers}
                      label={t`Members who offer samples of ${name}`}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-muted" data-testid="unmatched">
        {unmatched === 0
          ? matches.length === 0
            ? t`Your wishlist is empty: add inks to it from their pages (My Ink-ventory, Wishlist).`
            : t`Every ink on your wishlist has an offer.`
          : plural(unmatched, {
              one: '# ink on your wishlist has no offer yet.',
              other: '# inks on your wishlist have no offer yet.',
            })}
      </p>
    </>
  );
}

function Matches() {
  const query = useQuery(matchesOptions());
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Loading>
        <Trans>Loading your wishlist match...</Trans>
      </Loading>
    );
  if (query.isError)
    return (
      <SectionError
        what={t`Your wishlist match`}
        title={t`Your wishlist match could not be loaded.`}
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
  const { t } = useLingui();
  return (
    <>
      <div role="group" aria-label={t`Which requests`} className="mb-4 flex gap-1.5">
        {(['received', 'sent'] as const).map((b) => (
          <button
            key={b}
            type="button"
            aria-pressed={box === b}
            onClick={() => go(b, 1)}
            className="cursor-pointer rounded-full border border-rule px-3.5 py-1.5 text-sm font-medium hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:text-primary"
          >
            {b === 'received' ? <Trans>Received</Trans> : <Trans>Sent</Trans>}
          </button>
        ))}
      </div>
      <RequestList box={box} page={page} onPage={(p) => go(box, p)} />
    </>
  );
}

function OfferRow({ offer }: { offer: MyOffer }) {
  const stop = useStopOffer(offer.ink.id);
  const { t } = useLingui();
  const brand = offer.ink.brand;
  const name = offer.ink.name;
  const since = formatLongDate(offer.createdAt);
  return (
    <li className="flex flex-wrap items-center gap-3 border-t border-rule py-3 first:border-t-0">
      <Swab hex={offer.ink.colorHex} seed={offer.ink.id} className="h-9 w-12 shrink-0" />
      <div className="min-w-0 flex-1">
        <Link to={`/ink/${offer.ink.id}`} className="link font-medium break-words">
          {offer.ink.name}
        </Link>
        <p className="text-sm text-muted">
          <Trans>
            {brand} · offered since {since}
          </Trans>
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
                title: t`Offer stopped`,
                description: t`You no longer offer samples of ${name}.`,
                variant: 'success',
              }),
            onError: () =>
              toast({
                title: t`Error`,
                description: t`The offer could not be stopped. Please try again.`,
                variant: 'error',
              }),
          })
        }
      >
        {stop.isPending && <Spinner className="size-4" />}
        <Trans>
          Stop offering <span className="sr-only">{name}</span>
        </Trans>
      </Button>
    </li>
  );
}

function Offers() {
  const query = useQuery(myOffersOptions());
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Loading>
        <Trans>Loading your offers...</Trans>
      </Loading>
    );
  if (query.isError)
    return (
      <SectionError
        what={t`Your offers`}
        title={t`Your offers could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <Empty
        hint={
          <Trans>
            On the page of an ink you own, turn on “I can share samples of this” in My Ink-ventory.
          </Trans>
        }
      >
        <Trans>You offer no samples yet.</Trans>
      </Empty>
    );
  return (
    <>
      <p className="mb-3 text-sm text-muted">
        <Trans>
          An offer counts only while the ink is in your ink-ventory as owned. Edit a note on the
          ink’s page.
        </Trans>
      </p>
      <ul aria-label={t`Inks you offer samples of`}>
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
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Loading>
        <Trans>Loading the members you blocked...</Trans>
      </Loading>
    );
  if (query.isError)
    return (
      <SectionError
        what={t`The members you blocked`}
        title={t`The members you blocked could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <Empty
        hint={
          <Trans>
            Block a member from the menu on their profile: they can then not ask you for samples,
            write to you, follow or mention you.
          </Trans>
        }
      >
        <Trans>You have blocked no one.</Trans>
      </Empty>
    );
  return (
    <ul aria-label={t`Members you blocked`}>
      {query.data.map(({ member, since }) => {
        const name = displayNameOf(member);
        const blockedOn = formatLongDate(since);
        const busy = unblock.isPending && unblock.variables === member.username;
        return (
          <li
            key={member.username}
            className="flex flex-wrap items-center justify-between gap-3 border-t border-rule py-3 first:border-t-0"
          >
            <div>
              <MemberLink member={member} />
              <p className="text-xs text-muted">
                <Trans>Blocked since {blockedOn}</Trans>
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() =>
                unblock.mutate(member.username, {
                  onSuccess: () =>
                    toast({
                      title: t`Unblocked`,
                      description: t`You unblocked ${name}.`,
                      variant: 'success',
                    }),
                })
              }
            >
              {busy && <Spinner className="size-4" />}
              <Trans>
                Unblock <span className="sr-only">{name}</span>
              </Trans>
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
  const tab: Tab = TABS.some((option) => option.value === asked) ? (asked as Tab) : 'matches';
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Samples` }]} />
      <h1 className="mt-3 text-3xl sm:text-4xl">
        <Trans>Samples</Trans>
      </h1>
      <p className="mt-2 max-w-[68ch] text-muted">
        <Trans>
          Find members who offer samples of the inks you want, and answer those who ask you. Inklore
          passes no addresses or payments: agree in a request’s messages what to exchange.
        </Trans>
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
          aria-label={t`Samples sections`}
          className="flex flex-wrap gap-1.5 border-b border-rule pb-3"
        >
          {TABS.map(({ value, label, Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full px-3.5 py-2 text-sm font-medium text-ink hover:bg-sunken data-[state=active]:bg-primary data-[state=active]:text-on-primary"
            >
              <Icon className="size-4" aria-hidden="true" />
              {i18n._(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, label }) => (
          <Tabs.Content key={value} value={value} className="mt-6">
            <h2 className="sr-only">{i18n._(label)}</h2>
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
  const { t } = useLingui();
  useHead(t`Samples`, t`Ink samples between members: your wishlist match, requests and offers.`);
  if (isPending) return <PageSpinner />;
  if (!me)
    return (
      <SignInPage
        title={t`Samples`}
        path="/samples"
        failed={isError}
        text={t`Sign in to find members who offer samples of the inks on your wishlist, and to offer your own.`}
      />
    );
  return <Samples />;
}
