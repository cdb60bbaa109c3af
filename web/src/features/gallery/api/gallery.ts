import type { CommunityImage, ProfileImageSubmission, UserVote } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/**
 * The gallery's queries (spec §7). The member's own answers (their vote, their submissions)
 * are keyed by who asks too, so a later sign-in never sees another member's.
 */
export const galleryKeys = {
  all: ['gallery'] as const,
  images: (inkId: number) => [...galleryKeys.all, 'images', inkId] as const,
  votes: (inkId: number) => [...galleryKeys.all, 'vote', inkId] as const,
  userVote: (inkId: number, userId: number) => [...galleryKeys.votes(inkId), userId] as const,
  submissions: (inkId: number) => [...galleryKeys.all, 'submissions', inkId] as const,
  mySubmissions: (inkId: number, userId: number) =>
    [...galleryKeys.submissions(inkId), userId] as const,
};

/** An ink's community images, official first, then by votes, then newest. Public. */
export function communityImagesOptions(inkId: number) {
  return queryOptions({
    queryKey: galleryKeys.images(inkId),
    queryFn: ({ signal }) =>
      api.get<CommunityImage[]>(`/api/inks/${inkId}/community-images`, undefined, signal),
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
