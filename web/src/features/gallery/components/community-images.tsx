import type { CommunityImage, Ink } from '@inklore/contract';
import { actorOf, mayUploadCommunityImage, owns } from '@inklore/contract/policies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { TrustNote, trustNotice } from '#src/components/trust-note.tsx';
import { formatNumber, plural } from '#src/lib/format.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import {
  COMMUNITY_PAGE,
  communityImagesOptions,
  myCommunityImageOptions,
  userVoteOptions,
} from '../api/gallery.ts';
import { useVote, type CountChanged } from '../api/gallery-mutations.ts';
import { creditOf, imageSummary, uploaderName } from '../gallery-entries.ts';
import { filterImages, hasFilters, NO_FILTERS } from '../gallery-list.ts';
import { COMMUNITY_TEXT } from '../image-rules.ts';
import { CommunityImageCard } from './community-image-card.tsx';
import { ImageFilters } from './image-filters.tsx';
import { clientLazy } from '#src/lib/client-lazy.ts';

const UploadDialog = clientLazy(() => import('./upload-dialog.tsx'));
const GalleryDialog = clientLazy(() => import('./gallery-dialog.tsx'));

const HEADING_ID = 'community-images-title';

/** Where focus goes when the button or card that had it is gone: the section's heading. */
function focusHeading() {
  const heading = document.getElementById(HEADING_ID);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

function Empty({ ink }: { ink: Ink }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-rule px-4 py-6 text-center">
      <div className="swab-ground grid h-16 w-24 place-items-center rounded-lg p-3">
        <Swab hex={ink.colorHex} seed={ink.id + 1} className="size-full" />
      </div>
      <p className="font-medium">No community images yet.</p>
      <p className="max-w-sm text-sm text-muted">
        Swatches, writing samples and illustrations in {ink.name} from members will show here.
      </p>
    </div>
  );
}

/**
 * The community's images of an ink (spec §2, §4, §5, §6): filters, the images with their
 * votes and actions, and the upload for members who have not shared one yet. Loads after the
 * ink itself, with its own code.
 */
export default function CommunityImages({
  ink,
  onCountChanged,
}: {
  ink: Ink;
  onCountChanged: CountChanged;
}) {
  const { data: user } = useCurrentUser();
  const actor = actorOf(user);
  const [pages, setPages] = useState(1);
  const query = useQuery({
    ...communityImagesOptions(ink.id, pages),
    placeholderData: keepPreviousData,
  });
  const own = useQuery({
    ...myCommunityImageOptions(ink.id, user?.username ?? ''),
    enabled: !!user,
  });
  const vote = useQuery({ ...userVoteOptions(ink.id, user?.id ?? 0), enabled: !!user });
  const voting = useVote(ink.id, user?.id ?? null, user?.votesCountFrom ?? null);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [viewing, setViewing] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** After "Show more": the first new image takes focus, so keyboard users carry on from there. */
  const firstNew = useRef<number | null>(null);

  const images = query.data;
  const shown = images ? filterImages(images, filters) : [];
  const mine = (images?.some((i) => owns(actor, i)) ?? false) || (own.data?.length ?? 0) > 0;
  // a page came back short: that was the last (ADR 032)
  const more =
    images !== undefined &&
    !query.isPlaceholderData &&
    images.length >= pages * COMMUNITY_PAGE &&
    images.length < ink.communityImageCount;
  const loadingMore = query.isPlaceholderData && query.isFetching;
  const total = Math.max(ink.communityImageCount, images?.length ?? 0);
  const votedId = user ? (vote.data?.vote?.imageId ?? null) : null;
  const canUpload =
    mayUploadCommunityImage(actor) && images !== undefined && own.data !== undefined && !mine;

  useEffect(() => {
    const from = firstNew.current;
    if (from === null || query.isPlaceholderData || !images) return;
    firstNew.current = null;
    const card = list.current?.children[from];
    const target = card?.querySelector<HTMLElement>('button, a[href]');
    if (target) target.focus();
    else focusHeading();
  }, [images, query.isPlaceholderData]);

  const pressVote = (image: CommunityImage) => {
    if (!user) {
      toast({ ...COMMUNITY_TEXT.loginToVote, variant: 'error' });
      return;
    }
    const refused = trustNotice(user, 'voteOnImages');
    if (refused) {
      toast({ ...refused, variant: 'error' });
      return;
    }
    if (!voting.isPending) voting.mutate(image.id);
  };

  const open = (i: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setViewing(i);
  };

  const uploadAction = canUpload ? (
    <button
      ref={uploadButton}
      type="button"
      className={buttonClass('primary', 'sm')}
      aria-haspopup="dialog"
      onClick={() => setUploading(true)}
    >
      <ImagePlus className="size-4" aria-hidden="true" />
      Share an image
    </button>
  ) : null;

  return (
    <Card title="Community Images" id="community-images" action={uploadAction}>
      {user === null && (
        <p className="mb-5 rounded-xl bg-sunken px-4 py-3 text-[0.95rem]">
          <Link to={`/login?next=${encodeURIComponent(`/ink/${ink.id}`)}`} className="link">
            Sign in to share your own image of this ink
          </Link>
        </p>
      )}
      {user && !mine && <TrustNote user={user} action="shareImages" className="mb-5" />}
      {user && mine && (
        <p className="mb-5 text-sm text-muted">
          You have shared your image of this ink. Members share one image per ink.
        </p>
      )}

      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> Loading community images...
        </p>
      ) : query.isError ? (
        <SectionError
          what="Community images"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : images && images.length > 0 ? (
        <>
          <ImageFilters images={images} filters={filters} onChange={setFilters} />
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm text-muted">
              {hasFilters(filters)
                ? `Showing ${formatNumber(shown.length)} of ${formatNumber(images.length)} ${more ? 'loaded ' : ''}${plural(images.length, 'image', 'images')}`
                : more
                  ? `Showing ${formatNumber(images.length)} of ${formatNumber(total)} images from the community`
                  : `${formatNumber(images.length)} ${plural(images.length, 'image', 'images')} from the community`}
            </p>
            {hasFilters(filters) && shown.length > 0 && (
              <button
                type="button"
                className="cursor-pointer text-sm font-medium text-primary hover:underline"
                onClick={() => setFilters(NO_FILTERS)}
              >
                Clear filters
              </button>
            )}
          </div>
          {shown.length > 0 ? (
            <ul
              ref={list}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2"
              aria-label="Community images"
            >
              {shown.map((image, i) => (
                <CommunityImageCard
                  key={image.id}
                  image={image}
                  ink={ink}
                  actor={actor}
                  voted={votedId === image.id}
                  votePending={voting.isPending && voting.variables === image.id}
                  onVote={() => pressVote(image)}
                  onOpen={() => open(i)}
                  onCountChanged={onCountChanged}
                  onDeleted={() => setTimeout(focusHeading, 0)}
                />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-rule px-4 py-6 text-center text-muted">
              {more ? 'No loaded images match these filters.' : 'No images match these filters.'}{' '}
              <button
                type="button"
                className="cursor-pointer font-medium text-primary hover:underline"
                onClick={() => setFilters(NO_FILTERS)}
              >
                Clear filters
              </button>
            </p>
          )}
          {(more || loadingMore) && (
            <div className="mt-5 flex justify-center">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                aria-disabled={loadingMore}
                onClick={() => {
                  if (loadingMore) return;
                  firstNew.current = shown.length;
                  setPages((p) => p + 1);
                }}
              >
                {loadingMore ? (
                  <>
                    <Spinner className="size-4" /> Loading more images...
                  </>
                ) : (
                  'Show more images'
                )}
              </button>
            </div>
          )}
        </>
      ) : (
        <Empty ink={ink} />
      )}

      {viewing !== null && shown.length > 0 && (
        <Suspense fallback={null}>
          <GalleryDialog
            name={ink.name}
            hex={ink.colorHex}
            images={shown.map((i) => i.imageUrl)}
            index={Math.min(viewing, shown.length - 1)}
            alt={(i) => {
              const img = shown[i];
              return img
                ? `${ink.brand} ${ink.name}: ${imageSummary(img)}, shared by ${uploaderName(img)}`
                : '';
            }}
            credit={(i) => {
              const img = shown[i];
              return img ? creditOf(img) : null;
            }}
            onIndex={setViewing}
            onClose={() => {
              setViewing(null);
              // once the dialog is gone: while it is open it keeps focus inside itself
              setTimeout(() => opener.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}

      {uploading && (
        <Suspense fallback={null}>
          <UploadDialog
            ink={ink}
            onCountChanged={onCountChanged}
            onClose={(uploaded) => {
              setUploading(false);
              // once the dialog is gone; the Share button is gone too after an upload
              setTimeout(() => (uploaded ? focusHeading() : uploadButton.current?.focus()), 0);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
