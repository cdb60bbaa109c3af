import type { CommunityImage, SwatchMeasurement } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  communityImageRemoval,
  mayMarkImageOfficial,
  mayReport,
  mayVoteOnImage,
  owns,
  type Actor,
} from '@inklore/contract/shared/policies.rules';
import { BadgeCheck, ThumbsUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { RoleIcon } from '#src/components/role-icon.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatNumber } from '#src/lib/format.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import type { ReportButtonSlot } from '#src/lib/report-target.ts';
import { Link } from '#src/lib/router.tsx';
import {
  useDeleteCommunityImage,
  useSetOfficial,
  type CountChanged,
} from '../api/gallery-mutations.ts';
import { imageSummary, uploaderName } from '../gallery-entries.ts';
import { cardSrcSet } from '../gallery-list.ts';
import { imageCategoryWord } from '../image-words.ts';
import { GalleryImage } from './gallery-image.tsx';

/** The quiet actions under an image, as under a comment. */
const smallAction =
  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-muted transition-colors hover:bg-sunken disabled:cursor-not-allowed disabled:opacity-55';

/**
 * The vote (spec §4, §5): a toggle that shows the member's current vote. Visitors may press it
 * and are asked to log in; the uploader sees the count without a button (nobody votes on their
 * own image).
 */
function VoteControl({
  image,
  actor,
  voted,
  pending,
  onVote,
  name,
}: {
  image: CommunityImage;
  actor: Actor;
  voted: boolean;
  pending: boolean;
  onVote: () => void;
  /** The uploader's name (the button is never on one's own image). */
  name: string;
}) {
  const { t } = useLingui();
  const upvotes = image.upvotes;
  if (owns(actor, image)) {
    return (
      <span
        className="inline-flex h-9 items-center gap-1.5 rounded-full bg-sunken px-3 font-mono text-sm"
        title={t`You cannot vote on your own image`}
      >
        <ThumbsUp className="size-4" aria-hidden="true" />
        {formatNumber(upvotes)}
        <span className="sr-only">
          {' '}
          {plural(upvotes, {
            one: 'vote on your image (you cannot vote on your own image)',
            other: 'votes on your image (you cannot vote on your own image)',
          })}
        </span>
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={voted}
      aria-busy={pending || undefined}
      aria-label={t`Upvote ${name}'s image (${plural(upvotes, { one: '# vote', other: '# votes' })})`}
      onClick={() => {
        if (!pending) onVote();
      }}
      // a member who may not vote yet is told why on pressing (trust levels), not shown a dead button
      aria-disabled={actor !== null && !mayVoteOnImage(actor, image) ? true : undefined}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 font-mono text-sm transition-colors',
        voted
          ? 'border-primary bg-primary text-on-primary hover:bg-primary-strong'
          : 'border-rule bg-surface text-ink hover:border-primary hover:text-primary',
      )}
    >
      {pending ? (
        <Spinner className="size-4" />
      ) : (
        <ThumbsUp className={cn('size-4', voted && 'fill-current')} aria-hidden="true" />
      )}
      {formatNumber(image.upvotes)}
    </button>
  );
}

function Uploader({ image }: { image: CommunityImage }) {
  const name = uploaderName(image);
  const avatarUser = {
    username: image.username ?? '?',
    displayName: image.displayName,
    customProfileImage: image.userAvatar,
    profileImageUrl: null,
  };
  const profile = image.username ? `/user/${encodeURIComponent(image.username)}` : null;
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      {profile ? (
        <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <UserAvatar user={avatarUser} size="sm" />
        </Link>
      ) : (
        <UserAvatar user={avatarUser} size="sm" />
      )}
      <span className="min-w-0">
        <span className="flex items-center gap-1.5">
          {profile ? (
            <Link to={profile} className="truncate font-semibold hover:text-primary">
              {name}
            </Link>
          ) : (
            <span className="truncate font-semibold text-muted">{name}</span>
          )}
          {image.userRole && <RoleIcon role={image.userRole} />}
        </span>
        <time dateTime={image.createdAt} className="block text-xs text-muted">
          {formatLongDate(image.createdAt)}
        </time>
      </span>
    </div>
  );
}

/** The picture: opens full size. */
function Picture({
  image,
  hex,
  own,
  onOpen,
}: {
  image: CommunityImage;
  hex: string;
  own: boolean;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  const name = uploaderName(image);
  const summary = imageSummary(image);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group relative block aspect-[4/3] cursor-zoom-in overflow-hidden"
      aria-label={
        own
          ? t`Open your image, ${summary}, full size`
          : t`Open ${name}'s image, ${summary}, full size`
      }
    >
      <GalleryImage
        src={image.thumbnailUrl}
        srcSet={cardSrcSet(image)}
        sizes="(min-width: 1280px) 250px, (min-width: 640px) 45vw, 100vw"
        alt=""
        hex={hex}
        fit="cover"
        className="size-full"
      />
      {image.isOfficial && (
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-ochre-soft px-2.5 py-0.5 text-xs font-semibold text-ochre">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          <Trans>Official</Trans>
        </span>
      )}
    </button>
  );
}

/** The caption (or the category), then category, paper and nib. */
function Facts({ image, titleId }: { image: CommunityImage; titleId: string }) {
  return (
    <>
      <h3 id={titleId} className="font-serif text-[1.05rem] leading-tight break-words">
        {image.caption ?? <span className="text-muted">{imageCategoryWord(image.category)}</span>}
        {image.isOfficial && (
          <>
            {' '}
            <span className="sr-only">
              <Trans>(official image)</Trans>
            </span>
          </>
        )}
      </h3>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-muted">
            <Trans>Category</Trans>
          </dt>
          <dd>{imageCategoryWord(image.category)}</dd>
        </div>
        {image.paperType && (
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-muted">
              <Trans>Paper</Trans>
            </dt>
            <dd className="min-w-0 break-words">{image.paperType}</dd>
          </div>
        )}
        {image.penNib && (
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-muted">
              <Trans>Pen/nib</Trans>
            </dt>
            <dd className="min-w-0 break-words">{image.penNib}</dd>
          </div>
        )}
      </dl>
      {image.measurement && <Measured m={image.measurement} colorHex={image.photoColorHex} />}
    </>
  );
}

/**
 * How a swatch was measured (ADR 087): on the card or from a plain photo, with its confidence
 * and what lowered it, and the colours read (body, light and dark ends, sheen).
 */
function Measured({ m, colorHex }: { m: SwatchMeasurement; colorHex?: string | null | undefined }) {
  const { t } = useLingui();
  const confidence = Math.round(m.confidence * 100);
  const chips = [
    { hex: m.lightHex, label: t`Light` },
    { hex: colorHex ?? null, label: t`Body` },
    { hex: m.darkHex, label: t`Dark` },
    { hex: m.sheenHex, label: t`Sheen` },
  ].filter((c): c is { hex: string; label: string } => c.hex !== null);
  return (
    <div className="text-sm" data-testid="swatch-measurement">
      <p>
        {m.calibrated ? (
          <Trans>Measured on the swatch card · confidence {confidence}%</Trans>
        ) : (
          <Trans>
            Measured from a plain photo (no swatch card found) · confidence {confidence}%
          </Trans>
        )}
        {m.checks.clipped && (
          <span className="block text-muted">
            <Trans>The card's white is over-exposed: a dimmer photo measures better.</Trans>
          </span>
        )}
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.label} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-sm shadow-[inset_0_0_0_1px_rgb(0_0_0/0.12)]"
              style={{ background: c.hex }}
            />
            <span className="text-muted">{c.label}</span>{' '}
            <span className="font-mono text-[0.75rem] uppercase">{c.hex}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Report for others' images; Mark official for staff; Delete for one's own and for staff. */
function Actions({
  image,
  inkId,
  actor,
  onCountChanged,
  onDeleted,
  ReportButton,
}: {
  image: CommunityImage;
  inkId: number;
  actor: Actor;
  onCountChanged: CountChanged;
  onDeleted: () => void;
  ReportButton: ReportButtonSlot;
}) {
  const name = uploaderName(image);
  const removal = communityImageRemoval(actor, image);
  const own = removal === 'own';
  const curator = mayMarkImageOfficial(actor);
  const reportable = actor !== null && mayReport(actor, { ownerId: image.userId });
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteCommunityImage(inkId, onCountChanged);
  const official = useSetOfficial(inkId);
  const { t } = useLingui();
  return (
    <>
      {reportable && (
        <ReportButton
          className={`${smallAction} hover:text-ink`}
          target={{
            reportType: 'community_image',
            targetId: image.id,
            targetUserId: image.userId,
            title: t`${name}'s image`,
          }}
        >
          <Trans>
            Report <span className="sr-only">{name}'s image</span>
          </Trans>
        </ReportButton>
      )}
      {curator && (
        <button
          type="button"
          className={`${smallAction} hover:text-ink`}
          disabled={official.isPending}
          onClick={() => official.mutate({ imageId: image.id, isOfficial: !image.isOfficial })}
        >
          {official.isPending ? (
            <Spinner className="size-3.5" />
          ) : (
            <BadgeCheck className="size-3.5" aria-hidden="true" />
          )}
          {image.isOfficial ? (
            own ? (
              <Trans>
                Unmark official <span className="sr-only">for your image</span>
              </Trans>
            ) : (
              <Trans>
                Unmark official <span className="sr-only">for {name}'s image</span>
              </Trans>
            )
          ) : own ? (
            <Trans>
              Mark official <span className="sr-only">for your image</span>
            </Trans>
          ) : (
            <Trans>
              Mark official <span className="sr-only">for {name}'s image</span>
            </Trans>
          )}
        </button>
      )}
      {removal !== null && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <button type="button" className={`${smallAction} hover:text-oxblood`}>
              <Trash2 className="size-3.5" aria-hidden="true" />
              {own ? (
                <Trans>
                  Delete <span className="sr-only">your image</span>
                </Trans>
              ) : (
                <Trans>
                  Delete <span className="sr-only">{name}'s image</span>
                </Trans>
              )}
            </button>
          }
          title={t`Delete image`}
          question={
            own
              ? t`Are you sure you want to delete your image? This action cannot be undone.`
              : t`Are you sure you want to delete ${name}'s image? This action cannot be undone.`
          }
          confirmLabel={t`Delete`}
          busy={deletion.isPending}
          onConfirm={() =>
            deletion.mutate(image.id, {
              onSuccess: onDeleted,
              onSettled: () => setConfirming(false),
            })
          }
        />
      )}
    </>
  );
}

/**
 * One community image (spec §2, §3, §6): the picture (opens full size), caption, category,
 * paper, nib and who shared it; the vote; Report for others' images (with the Report button the
 * page gave); Delete for one's own (and for staff, anyone's); Mark official for staff. Each
 * button asks contract/policies first.
 */
export function CommunityImageCard({
  image,
  ink,
  actor,
  voted,
  votePending,
  onVote,
  onOpen,
  onCountChanged,
  onDeleted,
  ReportButton,
}: {
  image: CommunityImage;
  ink: { id: number; name: string; brand: string; colorHex: string };
  actor: Actor;
  voted: boolean;
  votePending: boolean;
  onVote: () => void;
  onOpen: () => void;
  onCountChanged: CountChanged;
  /** After a deletion (this card is gone): where focus goes next. */
  onDeleted: () => void;
  ReportButton: ReportButtonSlot;
}) {
  const own = communityImageRemoval(actor, image) === 'own';
  const titleId = useId();

  return (
    // content-visibility: a card off the screen is not laid out until it comes near (a page
    // is 24 tall cards; docs/performance.md "The ink page at 100%")
    <li className="flex flex-col overflow-hidden rounded-xl border border-rule bg-page [contain-intrinsic-size:auto_560px] [content-visibility:auto]">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <Picture image={image} hex={ink.colorHex} own={own} onOpen={onOpen} />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <Facts image={image} titleId={titleId} />
          <Uploader image={image} />

          <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-rule pt-3">
            <VoteControl
              image={image}
              actor={actor}
              voted={voted}
              pending={votePending}
              onVote={onVote}
              name={uploaderName(image)}
            />
            <span className="flex-1" />
            <Actions
              image={image}
              inkId={ink.id}
              actor={actor}
              onCountChanged={onCountChanged}
              onDeleted={onDeleted}
              ReportButton={ReportButton}
            />
          </div>
        </div>
      </article>
    </li>
  );
}
