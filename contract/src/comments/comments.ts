import { z } from 'zod';
import { ROLES } from '../auth/auth.ts';
import { COMMENT_MAX_LENGTH } from '../shared/members.rules.ts';
import { positiveId } from '../shared/params.ts';

// Control characters other than tab and newline have no place in a comment.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Comment text as stored: line breaks normalised to \n, trimmed, plain text. */
export const CommentContent = z
  .string({ error: 'Write your comment as text.' })
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'Write something before posting.')
      .max(COMMENT_MAX_LENGTH, `Comments have at most ${COMMENT_MAX_LENGTH} characters.`)
      .refine((s) => !CONTROL.test(s), 'Comments cannot contain control characters.'),
  );

export const CommentBody = z.object({ content: CommentContent }).strict();
export type CommentBody = z.infer<typeof CommentBody>;

/** Who wrote a comment: enough for the avatar, the name and the role badge, never the email. */
export const CommentAuthor = z
  .object({
    username: z.string(),
    displayName: z.string().nullable(),
    customProfileImage: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'CommentAuthor' });

/** Spec §3 "Comment". updatedAt differs from createdAt once the author edited it. */
export const Comment = z
  .object({
    id: z.number().int(),
    inkId: z.number().int(),
    content: z.string().describe('Plain text: show it as text, never as HTML'),
    userId: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    user: CommentAuthor,
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof Comment>;

/** An ink's comments, newest first. */
export const CommentList = z.array(Comment).meta({ id: 'CommentList' });

/** How many comments a page of GET /api/inks/{id}/comments/page holds. */
export const COMMENT_PAGE_SIZE = 20;

/** GET /api/inks/{id}/comments/page?before=: the comments older than the one named. */
export const CommentPageQuery = z.object({ before: positiveId('before').optional() }).strict();

/**
 * A page of an ink's comments, newest first, with what the section needs beside it: how many
 * there are in all and the caller's own comment wherever it falls (the form is hidden and
 * their comment is shown on top). `nextBefore` is the id to ask the next page with.
 */
export const CommentPage = z
  .object({
    items: z.array(Comment),
    total: z.number().int(),
    mine: Comment.nullable(),
    nextBefore: z.number().int().nullable(),
  })
  .meta({ id: 'CommentPage' });
export type CommentPage = z.infer<typeof CommentPage>;
