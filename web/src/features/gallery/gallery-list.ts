import type { CommunityImage, VoteResult } from '@inklore/contract';
import { GALLERY_LIMITS, type ImageCategory } from '@inklore/contract/shared/members.rules';
import { fitWithin } from '#src/lib/image-resize.ts';
import { imageCategoryWord } from './image-words.ts';

/**
 * The community list as pure functions (spec §2 ink profile, §4; decisions.md "Community images
 * and votes"): the order, the cards' sources, the filters and the votes. What the viewer on the
 * page's first paint needs is in gallery-entries.ts, so this stays with the lazily loaded card.
 */

/*
 * Texts are compared by their characters here, not by localeCompare: a page's first
 * localeCompare loads the locale's collation, about 12 ms on a fast machine and four times that
 * on a mid-range phone, and the community images drew it while the ink page became live.
 */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A label as the alphabet orders it: without case or accents (Étoile beside Eternity). */
const alphabetical = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The server's order, kept when the list changes here: official first, then votes, then newest. */
export function sortCommunityImages(images: readonly CommunityImage[]): CommunityImage[] {
  return [...images].sort(
    (a, b) =>
      Number(b.isOfficial) - Number(a.isOfficial) ||
      b.upvotes - a.upvotes ||
      byText(b.createdAt, a.createdAt) || // ISO times: their text's order is their time's
      b.id - a.id,
  );
}

/** The server's thumbnails fit in this many pixels (contract GALLERY_LIMITS). */
export const THUMBNAIL_SIDE = GALLERY_LIMITS.thumbnailSize;

/** A card's sources: the thumbnail, and the full image for wider or denser screens. */
export function cardSrcSet(
  image: Pick<CommunityImage, 'thumbnailUrl' | 'imageUrl' | 'width' | 'height'>,
): string {
  const thumb = fitWithin(image.width, image.height, THUMBNAIL_SIDE).width;
  if (thumb === 0 || image.width <= thumb) return `${image.thumbnailUrl} ${Math.max(1, thumb)}w`;
  return `${image.thumbnailUrl} ${thumb}w, ${image.imageUrl} ${image.width}w`;
}

// --- Filters ------------------------------------------------------------------------------

export type GalleryFilters = {
  category: ImageCategory | null;
  /** The paper or pen as written on one of the images, compared without case or spaces around. */
  paperType: string | null;
  penNib: string | null;
};

export const NO_FILTERS: GalleryFilters = { category: null, paperType: null, penNib: null };

const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export type FilterOption<T extends string = string> = { value: T; label: string; count: number };

/** Distinct values of one field, first spelling kept, most used first then alphabetical. */
function distinct(values: readonly (string | null)[]): FilterOption[] {
  const seen = new Map<string, FilterOption>();
  for (const raw of values) {
    if (!raw?.trim()) continue;
    const key = fold(raw);
    const known = seen.get(key);
    if (known) known.count += 1;
    else seen.set(key, { value: key, label: raw.trim(), count: 1 });
  }
  return [...seen.values()]
    .map((option) => ({ option, key: alphabetical(option.label) }))
    .sort(
      (a, b) =>
        b.option.count - a.option.count ||
        byText(a.key, b.key) ||
        byText(a.option.label, b.option.label),
    )
    .map(({ option }) => option);
}

/** What the filters offer: only the categories, papers and pens the images have. */
export function filterOptions(
  images: readonly CommunityImage[],
  categories: readonly ImageCategory[],
): {
  categories: FilterOption<ImageCategory>[];
  paperTypes: FilterOption[];
  penNibs: FilterOption[];
} {
  return {
    categories: categories
      .map((c) => ({
        value: c,
        label: imageCategoryWord(c),
        count: images.filter((i) => i.category === c).length,
      }))
      .filter((o) => o.count > 0),
    paperTypes: distinct(images.map((i) => i.paperType)),
    penNibs: distinct(images.map((i) => i.penNib)),
  };
}

export function filterImages(
  images: readonly CommunityImage[],
  f: GalleryFilters,
): CommunityImage[] {
  return images.filter(
    (i) =>
      (f.category === null || i.category === f.category) &&
      (f.paperType === null || (i.paperType !== null && fold(i.paperType) === f.paperType)) &&
      (f.penNib === null || (i.penNib !== null && fold(i.penNib) === f.penNib)),
  );
}

export function hasFilters(f: GalleryFilters): boolean {
  return f.category !== null || f.paperType !== null || f.penNib !== null;
}

// --- Votes -----------------------------------------------------------------------------------

/**
 * The list after a vote: the image voted on gets the server's count; when the vote moved, the
 * image it left has one fewer. The order stays as it was (nothing jumps under the pointer);
 * the next fetch brings the server's.
 */
export function applyVote(
  images: readonly CommunityImage[] | undefined,
  result: VoteResult,
): CommunityImage[] | undefined {
  return images?.map((img) => {
    if (img.id === result.imageId) return { ...img, upvotes: result.upvotes };
    if (result.movedFrom !== null && img.id === result.movedFrom)
      return { ...img, upvotes: Math.max(0, img.upvotes - 1) };
    return img;
  });
}

/** The member's vote on the ink after a vote: on this image, or on none. */
export function voteAfter(result: VoteResult): { vote: { imageId: number } | null } {
  return { vote: result.action === 'added' ? { imageId: result.imageId } : null };
}

/** After an upload: the new image where the server would put it. */
export function withUploaded(
  images: readonly CommunityImage[] | undefined,
  created: CommunityImage,
): CommunityImage[] {
  return sortCommunityImages([...(images ?? []).filter((i) => i.id !== created.id), created]);
}

/** After a staff member marks an image official (or not): the image changed, the order too. */
export function withReplaced(
  images: readonly CommunityImage[] | undefined,
  changed: CommunityImage,
): CommunityImage[] | undefined {
  return images && sortCommunityImages(images.map((i) => (i.id === changed.id ? changed : i)));
}
