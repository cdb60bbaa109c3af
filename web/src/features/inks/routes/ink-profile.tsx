import type { Ink } from '@inklore/contract';
import { ArrowLeft, Star } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useParams } from '#src/lib/router.tsx';
import { AfterPaint } from '#src/components/after-paint.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { Card } from '#src/components/card.tsx';
import { Swab, Swatch } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { isNotFound } from '#src/lib/api-client.ts';
import { actorOf, mayDeleteInk, mayEditInk, mayReport } from '@inklore/contract/policies';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { formatLongDate, formatNumber, imageCountText, plural } from '#src/lib/format.ts';
import { useHead, useJsonLd, usePageStatus } from '#src/lib/head.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { breadcrumbLd } from '#src/lib/structured-data.ts';
import { productLd } from '../product-ld.ts';
import { inkKeys, useInk } from '../api/inks.ts';
import { statsOptions } from '#src/features/inventory/api/inventory.ts';
import { SectionError } from '#src/components/section-error.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BRAND_OPTIONS, browseHref, EMPTY_FILTERS } from '../browse-params.ts';
import { ColorDot } from '../components/color-dot.tsx';
import { Gallery } from '#src/features/gallery/components/gallery.tsx';
import { ProfileImageButton } from '#src/features/gallery/components/profile-image-button.tsx';
import { galleryImageCount } from '#src/features/gallery/gallery-entries.ts';
import { ShareButton } from '../components/share-button.tsx';
import { ReportButton } from '#src/features/reports/components/report-button.tsx';
import { lastBrowseHref } from '../last-browse.ts';
import { clientLazy } from '#src/lib/client-lazy.ts';

// Comments load after the ink itself: they are below the fold and bring their own code.
const CommentsSection = clientLazy(
  () => import('#src/features/comments/components/comments-section.tsx'),
);

// The ink-ventory form loads on its own too (its code is of use to members only).
const InventoryWidget = clientLazy(
  () => import('#src/features/inventory/components/inventory-widget.tsx'),
);

// The member's collections holding the ink, and the Add to Collection dialog (members only).
const InkCollections = clientLazy(
  () => import('#src/features/collections/components/ink-collections.tsx'),
);

// The community's images (votes, filters, the upload) load after the ink, with their own code;
// so do a member's own profile image submissions.
const CommunityImages = clientLazy(
  () => import('#src/features/gallery/components/community-images.tsx'),
);
const MySubmissions = clientLazy(
  () => import('#src/features/gallery/components/my-submissions.tsx'),
);

// Similar inks, the community colour and the crowd's property votes (issue 14), and Add to compare.
const ColourBlock = clientLazy(() => import('#src/features/colour/components/colour-block.tsx'));
const AddToCompare = clientLazy(() =>
  import('#src/features/colour/components/add-to-compare.tsx').then((m) => ({
    default: m.AddToCompare,
  })),
);

// Staff actions (with their confirmation dialog) load only for the staff who can use them.
const InkStaffActions = clientLazy(() =>
  import('../components/ink-staff-actions.tsx').then((m) => ({ default: m.InkStaffActions })),
);

function CommunityImagesLoading() {
  return (
    <Card title="Community Images">
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> Loading community images...
      </p>
    </Card>
  );
}

function CommentsLoading() {
  return (
    <Card title="Comments">
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> Loading comments...
      </p>
    </Card>
  );
}

function BackToBrowse() {
  return (
    <Link
      to={lastBrowseHref()}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Browse
    </Link>
  );
}

function NotFoundState({ failed }: { failed: boolean }) {
  useHead(
    'Ink Profile Not Found',
    "The ink profile you're looking for doesn't exist or has been removed.",
  );
  usePageStatus(failed ? 503 : 404);
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <div className="swab-ground grid size-28 place-items-center rounded-full">
        <Swab hex="#8a8f9c" seed={2} className="h-14 w-20 opacity-40" />
      </div>
      <h1 className="mt-6 text-3xl">Ink Profile Not Found</h1>
      <p className="mt-3 text-muted">
        The ink profile you're looking for doesn't exist or has been removed.
      </p>
      {failed && <p className="mt-2 text-sm text-muted">Failed to fetch ink profile</p>}
      <Link to="/browse" className={buttonClass('primary', 'md', 'mt-6')}>
        Browse All Inks
      </Link>
    </div>
  );
}

function LoadingState() {
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 sm:px-6" aria-busy="true">
      <div className="skeleton h-4 w-60" />
      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,22rem)_1fr]">
        <div className="skeleton aspect-[4/3] rounded-xl" />
        <div className="flex flex-col justify-center gap-4">
          <p role="status" className="inline-flex items-center gap-2 text-muted">
            <Spinner className="size-4 text-primary" /> Loading ink profile...
          </p>
          <div className="skeleton h-10 w-3/4" />
          <div className="skeleton h-4 w-1/3" />
        </div>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-3 border-t border-rule py-2.5 first:border-t-0 first:pt-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-[0.95rem] break-words">{children}</dd>
    </div>
  );
}

function brandLink(brand: string): string {
  const listed = BRAND_OPTIONS.includes(brand);
  return listed
    ? browseHref({ ...EMPTY_FILTERS, brands: [brand] })
    : browseHref({ ...EMPTY_FILTERS, search: brand });
}

function Specifications({ ink }: { ink: Ink }) {
  return (
    <Card title="Specifications">
      <dl>
        <Row label="Brand">
          <Link to={brandLink(ink.brand)} className="link">
            {ink.brand}
          </Link>
        </Row>
        {ink.line && <Row label="Line">{ink.line}</Row>}
        <Row label="Colour">
          <span className="inline-flex items-center gap-2">
            <ColorDot family={ink.color} />
            <Link to={browseHref({ ...EMPTY_FILTERS, colors: [ink.color] })} className="link">
              {ink.color}
            </Link>
          </span>
        </Row>
        <Row label="Hex">
          <span className="inline-flex items-center gap-2 font-mono text-sm uppercase">
            <span
              aria-hidden="true"
              className="size-3.5 rounded-sm shadow-[inset_0_0_0_1px_rgb(0_0_0/0.15)]"
              style={{ background: ink.colorHex }}
            />
            {ink.colorHex}
          </span>
        </Row>
        <Row label="CIELAB">
          <span className="font-mono text-sm" title="CIELAB (D65) of the swatch colour">
            L* {ink.lab.l.toFixed(1)} · a* {ink.lab.a.toFixed(1)} · b* {ink.lab.b.toFixed(1)}
          </span>
        </Row>
        {ink.properties.length > 0 && (
          <Row label="Properties">
            <span className="flex flex-wrap gap-1.5">
              {ink.properties.map((p) => (
                <Badge key={p} tone="primary">
                  {p}
                  {ink.communityProperties?.includes(p) && (
                    <span className="font-normal"> · voted by members</span>
                  )}
                </Badge>
              ))}
            </span>
          </Row>
        )}
        {ink.source && (
          <Row label="Data source">
            <span className="text-sm text-muted">{ink.source}</span>
          </Row>
        )}
      </dl>
    </Card>
  );
}

const COLLECTION_STATS = [
  ['In Collections', 'inCollections'],
  ['Owned', 'owned'],
  ['Tried', 'tried'],
  ['Wishlisted', 'wishlisted'],
] as const;

function StatsGrid({ values }: { values: Record<string, number> | undefined }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2" aria-busy={values === undefined}>
      {COLLECTION_STATS.map(([label, key]) => (
        <div key={key} className="rounded-lg bg-sunken px-3 py-2">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-mono text-lg">
            {values ? formatNumber(values[key] ?? 0) : <span className="text-muted">…</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const StatsPlaceholder = () => <StatsGrid values={undefined} />;

function CollectionStatsList({ inkId }: { inkId: number }) {
  const query = useQuery(statsOptions(inkId));
  if (query.isError) {
    return (
      <div className="mt-3">
        <SectionError what="Collection Stats" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <StatsGrid values={query.data} />;
}

function ProfileDetails({ ink }: { ink: Ink }) {
  const imageCount = galleryImageCount(ink);
  return (
    <Card title="Profile Details">
      <dl>
        <Row label="Added">Added on {formatLongDate(ink.createdAt)}</Row>
        <Row label="Gallery">{imageCountText(imageCount)}</Row>
        {ink.averageRating !== null && (
          <Row label="Rating">
            {ink.averageRating.toFixed(1)} of 5 from {formatNumber(ink.reviewCount)}{' '}
            {plural(ink.reviewCount, 'member', 'members')}
          </Row>
        )}
        {ink.submittedBy && <Row label="Shared by">{ink.submittedBy.username}</Row>}
      </dl>
      <h3 className="mt-5 font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
        Collection Stats
      </h3>
      <AfterPaint fallback={<StatsPlaceholder />}>
        <CollectionStatsList inkId={ink.id} />
      </AfterPaint>
    </Card>
  );
}

function InkProfile({ ink }: { ink: Ink }) {
  const { data: user } = useCurrentUser();
  const qc = useQueryClient();
  // A member's ink-ventory changed: the ink's average rating may have moved, here and in lists.
  const ratingChanged = () => {
    void qc.invalidateQueries({ queryKey: inkKeys.detail(ink.id) });
    void qc.invalidateQueries({ queryKey: inkKeys.lists(), refetchType: 'none' });
  };
  // An image was shared or deleted: the count in Profile Details moves now, then the ink is
  // asked again (its communityImageCount is the server's).
  const galleryChanged = (delta: number) => {
    qc.setQueryData<Ink>(inkKeys.detail(ink.id), (old) =>
      old ? { ...old, communityImageCount: Math.max(0, old.communityImageCount + delta) } : old,
    );
    void qc.invalidateQueries({ queryKey: inkKeys.detail(ink.id) });
  };
  const actor = actorOf(user);
  const staff = mayEditInk(actor) || mayDeleteInk(actor);
  useHead(
    `${ink.name} by ${ink.brand}`,
    ink.description
      ? ink.description.slice(0, 155)
      : `${ink.name} is a ${ink.color.toLowerCase()} fountain pen ink by ${ink.brand}${ink.line ? ` (${ink.line})` : ''}, swatch colour ${ink.colorHex}.`,
    `/preview/ink/${ink.id}.png`,
  );
  useJsonLd('product', (origin) => productLd(origin, ink));
  useJsonLd('breadcrumbs', (origin) =>
    breadcrumbLd(origin, [
      { name: 'Home', path: '/' },
      { name: 'Browse Inks', path: '/browse' },
      { name: ink.name, path: `/ink/${ink.id}` },
    ]),
  );

  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-6 pb-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Breadcrumbs
          items={[
            { label: 'Home', to: '/' },
            { label: 'Browse Inks', to: '/browse' },
            { label: ink.name },
          ]}
        />
        <BackToBrowse />
      </div>

      <header className="mt-6 grid items-center gap-6 md:grid-cols-[minmax(0,24rem)_1fr] md:gap-10">
        <Swatch hex={ink.colorHex} family={ink.color} seed={ink.id} className="w-full" />
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
            <Link to={brandLink(ink.brand)} className="hover:text-primary">
              {ink.brand}
            </Link>
            {ink.line && (
              <span className="font-normal normal-case tracking-normal"> · {ink.line}</span>
            )}
          </p>
          <h1 className="mt-2 text-[2.2rem] leading-[1.1] sm:text-[3rem]">{ink.name}</h1>
          {ink.aliases && ink.aliases.length > 0 && (
            <p className="mt-2 text-muted" data-testid="ink-aliases">
              Also known as:{' '}
              {ink.aliases.map((alias, i) => (
                <span key={alias}>
                  {i > 0 && ', '}
                  <span className="text-ink">{alias}</span>
                </span>
              ))}
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {ink.featured && (
              <Badge tone="featured">
                <Star className="size-3 fill-current" aria-hidden="true" />
                Featured
              </Badge>
            )}
            <Badge>
              <ColorDot family={ink.color} className="size-3" />
              {ink.color}
            </Badge>
            {ink.properties.map((p) => (
              <Badge key={p} tone="primary">
                {p}
                {ink.communityProperties?.includes(p) && (
                  <span className="font-normal"> · voted by members</span>
                )}
              </Badge>
            ))}
          </div>
          <div className="mt-6 flex flex-wrap gap-2">
            <ShareButton ink={ink} />
            {mayReport(actor, { ownerId: ink.submittedBy?.id ?? null }) && (
              <ReportButton
                className={buttonClass('secondary', 'sm')}
                target={{
                  reportType: 'ink_profile',
                  targetId: ink.id,
                  targetUserId: null,
                  title: ink.name,
                }}
              >
                Report
              </ReportButton>
            )}
            <Suspense fallback={null}>
              <AddToCompare ink={ink} />
            </Suspense>
            {actor !== null && <ProfileImageButton ink={ink} />}
            {staff && (
              <Suspense fallback={null}>
                <InkStaffActions ink={ink} />
              </Suspense>
            )}
          </div>
        </div>
      </header>

      {/* Phones read down: the ink, its facts, then the community. Wide screens put the
          facts in a column of their own beside both. */}
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <Card title="Gallery">
            <Gallery ink={ink} />
          </Card>
          {user && (
            <AfterPaint fallback={null}>
              <Suspense fallback={null}>
                <MySubmissions inkId={ink.id} />
              </Suspense>
            </AfterPaint>
          )}
          <Card title="Description">
            {ink.description ? (
              <p className="prose-ink whitespace-pre-line">{ink.description}</p>
            ) : (
              <p className="text-muted">No description yet.</p>
            )}
          </Card>
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Specifications ink={ink} />
          <ProfileDetails ink={ink} />
          <Card title="My Ink-ventory">
            <AfterPaint fallback={<Spinner className="size-4 text-primary" />}>
              <Suspense fallback={<Spinner className="size-4 text-primary" />}>
                <InventoryWidget ink={ink} onChanged={ratingChanged} />
              </Suspense>
              {user && (
                <Suspense fallback={null}>
                  <InkCollections ink={ink} />
                </Suspense>
              )}
            </AfterPaint>
          </Card>
        </div>
        <div className="space-y-6 self-start lg:col-start-1 lg:row-start-2">
          <AfterPaint fallback={null}>
            <Suspense fallback={null}>
              <ColourBlock ink={ink} />
            </Suspense>
          </AfterPaint>
          <AfterPaint fallback={<CommunityImagesLoading />}>
            <Suspense fallback={<CommunityImagesLoading />}>
              <CommunityImages ink={ink} onCountChanged={galleryChanged} />
            </Suspense>
          </AfterPaint>
          <AfterPaint fallback={<CommentsLoading />}>
            <Suspense fallback={<CommentsLoading />}>
              <CommentsSection inkId={ink.id} />
            </Suspense>
          </AfterPaint>
        </div>
      </div>
    </article>
  );
}

export default function InkProfilePage() {
  const { id: raw } = useParams();
  const id = parseWholeId(raw);
  const query = useInk(id);
  if (id === null) return <NotFoundState failed={false} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <NotFoundState failed={!isNotFound(query.error)} />;
  return <InkProfile ink={query.data} />;
}
