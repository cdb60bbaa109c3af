import { labToHex, type CommunityImage, type Lab, type SwatchMeasurement } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import { readDetail } from '#src/shared/swatch-readings/swatch-readings.queries.ts';
import type { ImageRow } from './gallery.queries.ts';

export function presentImage(row: ImageRow): CommunityImage {
  return {
    id: row.id,
    inkId: row.ink_id,
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    userRole: row.role,
    userAvatar: row.custom_profile_image ?? row.profile_image_url,
    imageUrl: row.image_url,
    thumbnailUrl: row.thumbnail_url,
    width: row.width,
    height: row.height,
    caption: row.caption,
    category: row.category,
    paperType: row.paper_type,
    penNib: row.pen_nib,
    isOfficial: row.is_official === 1,
    photoColorHex:
      row.photo_l === null || row.photo_a === null || row.photo_b === null
        ? null
        : labToHex({ l: row.photo_l, a: row.photo_a, b: row.photo_b }),
    measurement: measurementOf(row),
    upvotes: row.upvotes,
    createdAt: toIso(row.created_at),
  };
}

const hexOf = (lab: Lab | null) => (lab ? labToHex(lab) : null);

/** A swatch's measurement as members see it (ADR 087); null for other images. */
function measurementOf(row: ImageRow): SwatchMeasurement | null {
  const detail = readDetail(row.photo_detail);
  if (row.photo_confidence === null || !detail) return null;
  return {
    calibrated: row.photo_calibrated === 1,
    confidence: row.photo_confidence,
    spread: detail.spread,
    lightHex: hexOf(detail.light),
    darkHex: hexOf(detail.dark),
    sheenHex: hexOf(detail.sheen),
    markedSheen: detail.markedSheen,
    checks: detail.checks,
  };
}
