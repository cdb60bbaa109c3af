import { labToHex, type CommunityImage } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
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
    upvotes: row.upvotes,
    createdAt: toIso(row.created_at),
  };
}
