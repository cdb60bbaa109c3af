import type { CommunityImage, ProfileImageSubmission, UserVote } from '@inklore/contract';
import { GALLERY_LIMITS } from '@inklore/contract/shared/members.rules';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

/**
 * The gallery's queries (spec §7). The member's own answers (their vote, their submissions)
 * are keyed by who asks too, so a later sign-in never sees another member's.
 */
export const galleryKeys = {
  all: sharedKeys.gallery.all,
  images: sharedKeys.gallery.images,
  votes: (inkId: number) => [...galleryKeys.all, 'vote', inkId] as const,
  userVote: (inkId: number, userId: number) => [...galleryKeys.votes(inkId), userId] as const,
  submissions: sharedKeys.gallery.submissions,
  mySubmissions: (inkId: number, userId: number) =>
    [...galleryKeys.submissions(inkId), userId] as const,
};

/** The server's page of community images (ADR 032). */
export const COMMUNITY_PAGE = GALLERY_LIMITS.communityPageSize;

const communityPage = (inkId: number, page: number, signal: AbortSignal, uploader?: string) =>
  api.get<CommunityImage[]>(
    `/api/inks/${inkId}/community-images`,
    uploader === undefined ? { page, limit: COMMUNITY_PAGE } : { uploader, limit: 1 },
    signal,
  );

/**
 * The first `pages` pages of an ink's community images as one list, official first, then by
 * votes, then newest. Public. The pages are asked together; an image that moved between them
 * while they were asked (a vote) is kept once.
 */
export function communityImagesOptions(inkId: number, pages = 1) {
  return queryOptions({
    queryKey: [...galleryKeys.images(inkId), pages] as const,
    queryFn: async ({ signal }) => {
      const all = await Promise.all(
        Array.from({ length: pages }, (_, i) => communityPage(inkId, i + 1, signal)),
      );
      const seen = new Set<number>();
      return all.flat().filter((img) => !seen.has(img.id) && seen.add(img.id));
    },
  });
}

/** The member's own image of the ink, which may be on a page not shown yet (one per member). */
export function myCommunityImageOptions(inkId: number, username: string) {
  return queryOptions({
    queryKey: [...galleryKeys.images(inkId), 'by', username] as const,
    queryFn: ({ signal }) => communityPage(inkId, 1, signal, username),
  });
}

/** Which image of the ink the member voted for (signed-in members only). */
export function userVoteOptions(inkId: number, userId: number) {
  return queryOptions({
    queryKey: galleryKeys.userVote(inkId, userId),
    queryFn: ({ signal }) => api.get<UserVote>(`/api/inks/${inkId}/user-vote`, undefined, signal),
  });
}

/** The member's own profile image submissions for the ink, newest first. */
export function mySubmissionsOptions(inkId: number, userId: number) {
  return queryOptions({
    queryKey: galleryKeys.mySubmissions(inkId, userId),
    queryFn: ({ signal }) =>
      api.get<ProfileImageSubmission[]>(
        `/api/inks/${inkId}/profile-image-submissions`,
        undefined,
        signal,
      ),
  });
}
