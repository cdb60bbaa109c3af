import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  actorOf,
  mayDeleteInk,
  mayEditInk,
  mayReport,
  type Actor,
} from '@inklore/contract/shared/policies.rules';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { AfterPaint } from '#src/components/after-paint.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { Card } from '#src/components/card.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { Gallery, MainImage } from '#src/features/gallery/components/gallery.tsx';
import { usableImage } from '@inklore/contract/shared/images.rules';
import { ProfileImageButton } from '#src/features/gallery/components/profile-image-button.tsx';
import { galleryImageCount } from '#src/features/gallery/gallery-entries.ts';
import { useInk } from '#src/features/inks/api/inks.ts';
import {
  BackToBrowse,
  DescriptionCard,
  InkHeader,
  InkLoading,
  InkNotFound,
  ProfileDetails,
  Specifications,
} from '#src/features/inks/components/ink-profile-parts.tsx';
import { ShareButton } from '#src/features/inks/components/share-button.tsx';
import { useInkHead, useInkUpdates } from '#src/features/inks/use-ink-profile.ts';
import { entriesOptions, entryOptions } from '#src/features/inventory/api/inventory.ts';
import {
  CollectionStats,
  CollectionStatsPlaceholder,
} from '#src/features/inventory/components/collection-stats.tsx';
import { ReportButton } from '#src/features/reports/components/report-button.tsx';
import { isNotFound } from '#src/lib/api-client.ts';
import { clientLazy } from '#src/lib/client-lazy.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { useParams } from '#src/lib/router.tsx';

// /ink/{id} puts the inks feature's own parts beside the other features' (ADR 043): the
// gallery, the ink-ventory and collections, the colour block, the community's images and the
// comments, each a feature of its own that knows nothing of the others.

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

// Similar inks, the community colour and the crowd's property votes (ADR 024), and Add to compare.
const ColorBlock = clientLazy(() => import('#src/features/color/components/color-block.tsx'));
const AddToCompare = clientLazy(() =>
  import('#src/features/color/components/add-to-compare.tsx').then((m) => ({
    default: m.AddToCompare,
  })),
);

// Pens: "Ink a pen with this" for members, its dialog loading on the first press, and
// the line on the ink's use in public pens, both after the ink itself.
const InkAPen = clientLazy(() => import('#src/features/pens/components/ink-a-pen.tsx'));
const InkUsageLine = clientLazy(() => import('#src/features/pens/components/ink-usage.tsx'));

// Between members (ADR 059, 060): "N members offer samples" with who and "Ask for a sample",
// "I can share samples of this" in the ink-ventory on an owned ink, and Follow the brand;
// each loads after the ink, with its own code.
const InkSamplesCard = clientLazy(() => import('#src/features/members/components/ink-samples.tsx'));
const SampleOfferSwitch = clientLazy(
  () => import('#src/features/members/components/sample-offer-switch.tsx'),
);
const FollowBrand = clientLazy(() => import('#src/features/social/components/follow-brand.tsx'));

// Staff actions (with their confirmation dialog) load only for the staff who can use them.
const InkStaffActions = clientLazy(() =>
  import('#src/features/inks/components/ink-staff-actions.tsx').then((m) => ({
    default: m.InkStaffActions,
  })),
);

function CommunityImagesLoading() {
  const { t } = useLingui();
  return (
    <Card title={t`Community Images`}>
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading community images...</Trans>
      </p>
    </Card>
  );
}

function CommentsLoading() {
  const { t } = useLingui();
  return (
    <Card title={t`Comments`}>
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading comments...</Trans>
      </p>
    </Card>
  );
}

/**
 * "Ink a pen with this": whether the member owns the ink (their ink-ventory, as the inventory
 * feature asks it) decides whether the dialog offers to add it.
 */
function InkAPenAction({ ink }: { ink: Ink }) {
  const entries = useQuery(entriesOptions(ink.id));
  const owned = entries.data?.some((e) => e.status === 'owned') ?? false;
  return (
    <Suspense fallback={null}>
      <InkAPen
        ink={{ id: ink.id, name: ink.name, brand: ink.brand, colorHex: ink.colorHex, owned }}
      />
    </Suspense>
  );
}

/**
 * The buttons under the ink's name: share, report, compare, ink a pen, a profile image, staff
 * actions.
 */
function InkActions({ ink, actor }: { ink: Ink; actor: Actor }) {
  const staff = mayEditInk(actor) || mayDeleteInk(actor);
  return (
    <>
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
          <Trans context="verb">Report</Trans>
        </ReportButton>
      )}
      <Suspense fallback={null}>
        <AddToCompare ink={ink} />
      </Suspense>
      {actor !== null && <InkAPenAction ink={ink} />}
      {actor !== null && <ProfileImageButton ink={ink} />}
      {staff && (
        <Suspense fallback={null}>
          <InkStaffActions ink={ink} />
        </Suspense>
      )}
    </>
  );
}

function InkProfile({ ink }: { ink: Ink }) {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const { ratingChanged, galleryChanged } = useInkUpdates(ink.id);
  const actor = actorOf(user);
  useInkHead(ink);
  // the ink's own first image (an approved profile image) is its main picture
  const mainImage = usableImage(ink.images[0]);

  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-6 pb-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Breadcrumbs
          items={[
            { label: t`Home`, to: '/' },
            { label: t`Browse Inks`, to: '/browse' },
            { label: ink.name },
          ]}
        />
        <BackToBrowse />
      </div>

      <InkHeader
        ink={ink}
        actions={<InkActions ink={ink} actor={actor} />}
        brandAction={
          user && (
            <Suspense fallback={null}>
              {/* no taller than the brand's line: it arrives once the member is known, and
                  would push down the buttons a member may already be reaching for */}
              <FollowBrand brand={ink.brand} className="-my-1 ml-2 align-middle" />
            </Suspense>
          )
        }
        picture={mainImage && <MainImage ink={ink} src={mainImage} />}
      />

      {/* Phones read down: the ink, its facts, then the community. Wide screens put the
          facts in a column of their own beside both. */}
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <Card title={t`Gallery`}>
            <Gallery ink={ink} />
          </Card>
          {user && (
            <AfterPaint fallback={null}>
              <Suspense fallback={null}>
                <MySubmissions inkId={ink.id} />
              </Suspense>
            </AfterPaint>
          )}
          <DescriptionCard ink={ink} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Specifications ink={ink} />
          <ProfileDetails
            ink={ink}
            imageCount={galleryImageCount(ink)}
            stats={
              <AfterPaint fallback={<CollectionStatsPlaceholder />}>
                <CollectionStats inkId={ink.id} />
                <Suspense fallback={null}>
                  <InkUsageLine inkId={ink.id} />
                </Suspense>
              </AfterPaint>
            }
          />
          <Card title={t`My Ink-ventory`}>
            <AfterPaint fallback={<Spinner className="size-4 text-primary" />}>
              <Suspense fallback={<Spinner className="size-4 text-primary" />}>
                <InventoryWidget
                  ink={ink}
                  onChanged={ratingChanged}
                  owned={
                    <Suspense fallback={null}>
                      <SampleOfferSwitch inkId={ink.id} />
                    </Suspense>
                  }
                />
              </Suspense>
              {user && (
                <Suspense fallback={null}>
                  <InkCollections ink={ink} entryQuery={entryOptions} />
                </Suspense>
              )}
            </AfterPaint>
          </Card>
          <AfterPaint fallback={null}>
            <Suspense fallback={null}>
              <InkSamplesCard ink={ink} />
            </Suspense>
          </AfterPaint>
        </div>
        {/* On a phone the community's images and comments come before the colour block
            (similar inks, votes): within three screen heights of the top. */}
        <div className="flex flex-col gap-6 self-start lg:col-start-1 lg:row-start-2">
          <div className="order-last lg:order-none">
            <AfterPaint fallback={null}>
              <Suspense fallback={null}>
                <ColorBlock ink={ink} />
              </Suspense>
            </AfterPaint>
          </div>
          <AfterPaint fallback={<CommunityImagesLoading />}>
            <Suspense fallback={<CommunityImagesLoading />}>
              <CommunityImages
                ink={ink}
                onCountChanged={galleryChanged}
                ReportButton={ReportButton}
              />
            </Suspense>
          </AfterPaint>
          <AfterPaint fallback={<CommentsLoading />}>
            <Suspense fallback={<CommentsLoading />}>
              <CommentsSection inkId={ink.id} ReportButton={ReportButton} />
            </Suspense>
          </AfterPaint>
        </div>
      </div>
    </article>
  );
}

/** /ink/{id}: an ink's page (spec §2), or that no ink has this id. */
export default function InkProfilePage() {
  const { id: raw } = useParams();
  const id = parseWholeId(raw);
  const query = useInk(id);
  if (id === null) return <InkNotFound failed={false} />;
  if (query.isPending) return <InkLoading />;
  if (query.isError) return <InkNotFound failed={!isNotFound(query.error)} />;
  return <InkProfile ink={query.data} />;
}
