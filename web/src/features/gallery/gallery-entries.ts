import type { CommunityImage } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { usableImage } from '@inklore/contract/shared/images.rules';
import { imageCategoryWord } from './image-words.ts';

/**
 * The viewer's images and the count (spec §2 ink profile, §9), with the ink page itself: the
 * ink's own images first, then the community's, and how each is named.
 */

/** Spec §9: the count shown is the ink's own images plus its community images. */
export function galleryImageCount(ink: { images: readonly string[]; communityImageCount: number }) {
  return ink.images.length + ink.communityImageCount;
}

/** The name an uploader is shown by: display name, else username; a deleted account has none. */
export function uploaderName(image: Pick<CommunityImage, 'displayName' | 'username'>): string {
  return image.displayName?.trim() || image.username?.trim() || t`A former member`;
}

/** One image of the viewer: the full-size address, its thumbnail, and its text alternative. */
export type GalleryEntry = {
  key: string;
  full: string | null;
  thumb: string | null;
  alt: string;
  /** For a community image: who shared it and what it shows, shown under it. */
  credit: string | null;
  communityId: number | null;
};

/** What a community image shows, in a few words: its caption, else its category. */
export function imageSummary(image: Pick<CommunityImage, 'caption' | 'category'>): string {
  return image.caption?.trim() || imageCategoryWord(image.category);
}

export function creditOf(image: CommunityImage): string {
  const details = [imageCategoryWord(image.category), image.paperType, image.penNib]
    .filter(Boolean)
    .join(' · ');
  const caption = image.caption;
  const uploader = uploaderName(image);
  return caption
    ? t`${caption} · ${details}, shared by ${uploader}`
    : t`${details}, shared by ${uploader}`;
}

/**
 * The viewer's images: the ink's own first (main image first, stock photos dropped to the
 * placeholder), then the community's in the server's order.
 */
export function galleryEntries(
  ink: { name: string; brand: string; images: readonly string[] },
  community: readonly CommunityImage[],
): GalleryEntry[] {
  const count = ink.images.length + community.length;
  const inkName = `${ink.brand} ${ink.name}`;
  const label = (i: number) => {
    const position = i + 1;
    return t`${inkName}, image ${position} of ${count}`;
  };
  const sharedLabel = (i: number, img: CommunityImage) => {
    const position = i + 1;
    const summary = imageSummary(img);
    const uploader = uploaderName(img);
    return t`${inkName}, image ${position} of ${count}: ${summary}, shared by ${uploader}`;
  };
  const own = ink.images.map((u, i): GalleryEntry => {
    const src = usableImage(u);
    return {
      key: `own-${i}`,
      full: src,
      thumb: src,
      alt: label(i),
      credit: null,
      communityId: null,
    };
  });
  const shared = community.map((img, j): GalleryEntry => {
    const i = ink.images.length + j;
    return {
      key: `community-${img.id}`,
      full: img.imageUrl,
      thumb: img.thumbnailUrl,
      alt: sharedLabel(i, img),
      credit: creditOf(img),
      communityId: img.id,
    };
  });
  return [...own, ...shared];
}
