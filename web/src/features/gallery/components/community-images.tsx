import type { CommunityImage, CurrentUser, Ink } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { actorOf, mayUploadCommunityImage, owns } from '@inklore/contract/shared/policies.rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { TrustNote, trustNotice } from '#src/components/trust-note.tsx';
import type { ReportButtonSlot } from '#src/lib/report-target.ts';
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
import { filterImages, hasFilters, NO_FILTERS, type GalleryFilters } from '../gallery-list.ts';
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

/** One line, not an empty box (the page stays short while the community has shared nothing). */
function Empty({ ink }: { ink: Ink }) {
  const name = ink.name;
  return (
    <p className="text-muted">
      <Trans>
        <span className="font-medium text-ink">No community images yet.</span> Be the first to add a
        swatch or a writing sample in {name}.
      </Trans>
    </p>
  );
}

/** Above the images: how a visitor shares one, what holds a member back, or that theirs is in. */
function MemberNote({
  user,
  inkId,
  mine,
}: {
  user: CurrentUser | null | undefined;
  inkId: number;
  mine: boolean;
}) {
  if (user === null) {
    return (
      <p className="mb-5 rounded-xl bg-sunken px-4 py-3 text-[0.95rem]">
        <Link to={`/login?next=${encodeURIComponent(`/ink/${inkId}`)}`} className="link">
          <Trans>Sign in to share your own image of this ink</Trans>
        </Link>
      </p>
    );
  }
  if (!user) return null;
  if (!mine) return <TrustNote user={user} action="shareImages" className="mb-5" />;
  return (
    <p className="mb-5 text-sm text-muted">
      <Trans>You have shared your image of this ink. Members share one image per ink.</Trans>
    </p>
  );
}

/** How many images show of how many, and the way to clear the filters. */
function ListStatus({
  images,
  shown,
  filters,
  more,
  total,
  onClear,
}: {
  images: readonly CommunityImage[];
  shown: readonly CommunityImage[];
  filters: GalleryFilters;
  more: boolean;
  total: number;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const count = shown.length;
  const loaded = images.length;
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <p role="status" className="text-sm text-muted">
        {hasFilters(filters)
          ? more
            ? t`Showing ${count} of ${plural(loaded, { one: '# loaded image', other: '# loaded images' })}`
            : t`Showing ${count} of ${plural(loaded, { one: '# image', other: '# images' })}`
          : more
            ? t`Showing ${loaded} of ${total} images from the community`
            : plural(loaded, {
                one: '# image from the community',
                other: '# images from the community',
              })}
      </p>
      {hasFilters(filters) && shown.length > 0 && (
        <button
          type="button"
          className="cursor-pointer text-sm font-medium text-primary hover:underline"
          onClick={onClear}
        >
          <Trans>Clear filters</Trans>
        </button>
      )}
    </div>
  );
}

function NoMatch({ more, onClear }: { more: boolean; onClear: () => void }) {
  return (
    <p className="rounded-xl border border-dashed border-rule px-4 py-6 text-center text-muted">
      {more ? (
        <Trans>No loaded images match these filters.</Trans>
      ) : (
        <Trans>No images match these filters.</Trans>
      )}{' '}
      <button
        type="button"
        className="cursor-pointer font-medium text-primary hover:underline"
        onClick={onClear}
      >
        <Trans>Clear filters</Trans>
      </button>
    </p>
  );
}

function ShowMore({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  return (
    <div className="mt-5 flex justify-center">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-disabled={loading}
        onClick={() => {
          if (!loading) onMore();
        }}
      >
        {loading ? (
          <>
            <Spinner className="size-4" /> <Trans>Loading more images...</Trans>
          </>
        ) : (
          <Trans>Show more images</Trans>
        )}
      </button>
    </div>
  );
}

/** The images full size, from the one opened, with who shared each. */
function Viewer({
  ink,
  shown,
  index,
  onIndex,
  onClose,
}: {
  ink: Ink;
  shown: readonly CommunityImage[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Suspense fallback={null}>
      <GalleryDialog
        name={ink.name}
        hex={ink.colorHex}
        images={shown.map((i) => i.imageUrl)}
        index={Math.min(index, shown.length - 1)}
        alt={(i) => {
          const img = shown[i];
          if (!img) return '';
          const inkName = `${ink.brand} ${ink.name}`;
          const summary = imageSummary(img);
          const uploader = uploaderName(img);
          return t`${inkName}: ${summary}, shared by ${uploader}`;
        }}
        credit={(i) => {
          const img = shown[i];
          return img ? creditOf(img) : null;
        }}
        onIndex={onIndex}
        onClose={onClose}
      />
    </Suspense>
  );
}

/**
 * The community images a page at a time (ADR 032); after "Show more" the first new image
 * takes focus, so keyboard users carry on from there.
 */
function useImagePages(ink: Ink) {
  const [pages, setPages] = useState(1);
  const query = useQuery({
    ...communityImagesOptions(ink.id, pages),
    placeholderData: keepPreviousData,
  });
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  const images = query.data;
  // a page came back short: that was the last (ADR 032)
  const more =
    images !== undefined &&
    !query.isPlaceholderData &&
    images.length >= pages * COMMUNITY_PAGE &&
    images.length < ink.communityImageCount;
  const loadingMore = query.isPlaceholderData && query.isFetching;

  useEffect(() => {
    const from = firstNew.current;
    if (from === null || query.isPlaceholderData || !images) return;
    firstNew.current = null;
    const card = list.current?.children[from];
    const target = card?.querySelector<HTMLElement>('button, a[href]');
    if (target) target.focus();
    else focusHeading();
  }, [images, query.isPlaceholderData]);

  /** The next page; `from`: how many images show now (the first new one takes focus). */
  const showMore = (from: number) => {
    firstNew.current = from;
    setPages((p) => p + 1);
  };
  return { query, images, more, loadingMore, list, showMore };
}

/** The member's vote among the ink's images, and what pressing a vote does. */
function useImageVote(inkId: number, user: CurrentUser | null | undefined) {
  const vote = useQuery({ ...userVoteOptions(inkId, user?.id ?? 0), enabled: !!user });
  const voting = useVote(inkId, user?.id ?? null, user?.votesCountFrom ?? null);
  const votedId = user ? (vote.data?.vote?.imageId ?? null) : null;
  const press = (image: CommunityImage) => {
    if (!user) {
      toast({ ...COMMUNITY_TEXT.loginToVote(), variant: 'error' });
      return;
    }
    const refused = trustNotice(user, 'voteOnImages');
    if (refused) {
      toast({ ...refused, variant: 'error' });
      return;
    }
    if (!voting.isPending) voting.mutate(image.id);
  };
  const pending = (image: CommunityImage) => voting.isPending && voting.variables === image.id;
  return { votedId, press, pending };
}

/**
 * The community's images of an ink (spec §2, §4, §5, §6): filters, the images with their
 * votes and actions, and the upload for members who have not shared one yet. Loads after the
 * ink itself, with its own code. The page gives the Report button each image shows to whoever
 * may report it.
 */
export default function CommunityImages({
  ink,
  onCountChanged,
  ReportButton,
}: {
  ink: Ink;
  onCountChanged: CountChanged;
  ReportButton: ReportButtonSlot;
}) {
  const { data: user } = useCurrentUser();
  const actor = actorOf(user);
  const { query, images, more, loadingMore, list, showMore } = useImagePages(ink);
  const own = useQuery({
    ...myCommunityImageOptions(ink.id, user?.username ?? ''),
    enabled: !!user,
  });
  const vote = useImageVote(ink.id, user);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [viewing, setViewing] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();

  const shown = images ? filterImages(images, filters) : [];
  const mine = (images?.some((i) => owns(actor, i)) ?? false) || (own.data?.length ?? 0) > 0;
  const total = Math.max(ink.communityImageCount, images?.length ?? 0);
  const canUpload =
    mayUploadCommunityImage(actor) && images !== undefined && own.data !== undefined && !mine;

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
      <Trans>Share an image</Trans>
    </button>
  ) : null;

  return (
    <Card title={t`Community Images`} id="community-images" action={uploadAction}>
      <MemberNote user={user} inkId={ink.id} mine={mine} />

      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading community images...</Trans>
        </p>
      ) : query.isError ? (
        <SectionError
          what={t`Community images`}
          title={t`Community images could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : images && images.length > 0 ? (
        <>
          <ImageFilters images={images} filters={filters} onChange={setFilters} />
          <ListStatus
            images={images}
            shown={shown}
            filters={filters}
            more={more}
            total={total}
            onClear={() => setFilters(NO_FILTERS)}
          />
          {shown.length > 0 ? (
            <ul
              ref={list}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2"
              aria-label={t`Community images`}
            >
              {shown.map((image, i) => (
                <CommunityImageCard
                  key={image.id}
                  image={image}
                  ink={ink}
                  actor={actor}
                  voted={vote.votedId === image.id}
                  votePending={vote.pending(image)}
                  onVote={() => vote.press(image)}
                  onOpen={() => open(i)}
                  onCountChanged={onCountChanged}
                  onDeleted={() => setTimeout(focusHeading, 0)}
                  ReportButton={ReportButton}
                />
              ))}
            </ul>
          ) : (
            <NoMatch more={more} onClear={() => setFilters(NO_FILTERS)} />
          )}
          {(more || loadingMore) && (
            <ShowMore loading={loadingMore} onMore={() => showMore(shown.length)} />
          )}
        </>
      ) : (
        <Empty ink={ink} />
      )}

      {viewing !== null && shown.length > 0 && (
        <Viewer
          ink={ink}
          shown={shown}
          index={viewing}
          onIndex={setViewing}
          onClose={() => {
            setViewing(null);
            // once the dialog is gone: while it is open it keeps focus inside itself
            setTimeout(() => opener.current?.focus(), 0);
          }}
        />
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
