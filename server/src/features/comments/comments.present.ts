import type { Comment } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { CommentWithAuthorRow } from './comments.queries.ts';

export function presentComment(row: CommentWithAuthorRow): Comment {
  return {
    id: row.id,
    inkId: row.ink_id,
    content: row.content,
    userId: row.user_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    user: {
      username: row.username,
      displayName: row.display_name,
      customProfileImage: row.custom_profile_image,
      profileImageUrl: row.profile_image_url,
      role: row.role,
    },
  };
}
