import type {
  CommunityImage,
  CommunityImageBody,
  ProfileImageSubmission,
  ProfileImageSubmissionBody,
  VoteResult,
} from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { toast } from '#src/lib/toast.ts';
import { applyVote, voteAfter, withReplaced, withUploaded } from '../gallery-list.ts';
import {
  COMMUNITY_TEXT,
  deleteFailure,
  officialFailure,
  PROFILE_TEXT,
  submissionFailure,
  uploadFailure,
  voteFailure,
} from '../image-rules.ts';
import { galleryKeys } from './gallery.ts';
import { postWithProgress } from './upload.ts';

/**
 * Every change to the gallery (spec §7, §8). After one, the lists it touches are asked again:
 * the ink's community images, the member's vote, the community stats (imagesShared), and,
 * through `onCountChanged` from the ink page, the ink itself (its communityImageCount).
 */
export type CountChanged = (delta: number) => void;

function refreshGallery(qc: QueryClient, inkId: number): void {
  void qc.invalidateQueries({ queryKey: galleryKeys.images(inkId) });
  void qc.invalidateQueries({ queryKey: galleryKeys.votes(inkId) });
  void qc.invalidateQueries({ queryKey: sharedKeys.community.stats() });
  // a swatch photo moves the ink's community colour
  void qc.invalidateQueries({ queryKey: sharedKeys.color.communityColor(inkId) });
}

/** A failure is told (a 401 through the one handler); otherwise the lists may be out of date. */
function useOnFailure(inkId: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return (err: unknown, words: Parameters<typeof fail>[1]) => {
    const failure = fail(err, words);
    if (!failure.signedOut) {
      void qc.invalidateQueries({ queryKey: galleryKeys.images(inkId) });
      void qc.invalidateQueries({ queryKey: galleryKeys.votes(inkId) });
    }
    return failure;
  };
}

export type UploadVariables = {
  body: CommunityImageBody;
  onProgress?: (fraction: number) => void;
};

/** POST /api/inks/{id}/community-images, with the upload's progress. */
export function useUploadCommunityImage(inkId: number, onCountChanged: CountChanged) {
  const qc = useQueryClient();
  const onFailure = useOnFailure(inkId);
  return useMutation({
    mutationFn: ({ body, onProgress }: UploadVariables) =>
      postWithProgress<CommunityImage>(`/api/inks/${inkId}/community-images`, body, onProgress),
    onSuccess: (created) => {
      qc.setQueriesData<CommunityImage[]>({ queryKey: galleryKeys.images(inkId) }, (old) =>
        withUploaded(old, created),
      );
      refreshGallery(qc, inkId);
      onCountChanged(1);
      toast({ ...COMMUNITY_TEXT.uploaded(), variant: 'success' });
    },
    onError: (err) => onFailure(err, uploadFailure()),
  });
}

/** DELETE /api/community-images/{id}: the owner's own, or any by staff. */
export function useDeleteCommunityImage(inkId: number, onCountChanged: CountChanged) {
  const qc = useQueryClient();
  const onFailure = useOnFailure(inkId);
  return useMutation({
    mutationFn: (imageId: number) => api.delete<undefined>(`/api/community-images/${imageId}`),
    onSuccess: (_, imageId) => {
      qc.setQueriesData<CommunityImage[]>({ queryKey: galleryKeys.images(inkId) }, (old) =>
        old?.filter((i) => i.id !== imageId),
      );
      refreshGallery(qc, inkId);
      onCountChanged(-1);
      toast({ ...COMMUNITY_TEXT.deleted(), variant: 'success' });
    },
    onError: (err) => onFailure(err, deleteFailure()),
  });
}

/** A new account's vote is kept, and counts once the account is old enough (trust levels). */
function voteKept(countsFrom: string) {
  const date = formatLongDate(countsFrom);
  return {
    title: t`Vote Kept`,
    description: t`Your vote is kept, and counts from ${date}, once your account is old enough.`,
  };
}

/**
 * POST /api/community-images/{id}/vote: toggles, or moves the member's vote from another image
 * of the ink. Both counts and the member's vote come from the answer; the list keeps its order
 * until it is next fetched (it is marked stale, not fetched at once).
 */
export function useVote(inkId: number, userId: number | null, countsFrom: string | null = null) {
  const qc = useQueryClient();
  const onFailure = useOnFailure(inkId);
  return useMutation({
    mutationFn: (imageId: number) => api.post<VoteResult>(`/api/community-images/${imageId}/vote`),
    onSuccess: (result) => {
      qc.setQueriesData<CommunityImage[]>({ queryKey: galleryKeys.images(inkId) }, (old) =>
        applyVote(old, result),
      );
      if (userId !== null) qc.setQueryData(galleryKeys.userVote(inkId, userId), voteAfter(result));
      void qc.invalidateQueries({ queryKey: galleryKeys.images(inkId), refetchType: 'none' });
      toast({
        ...(result.action === 'removed'
          ? COMMUNITY_TEXT.voteRemoved()
          : countsFrom !== null && Date.parse(countsFrom) > Date.now()
            ? voteKept(countsFrom)
            : COMMUNITY_TEXT.voteAdded()),
        variant: 'success',
      });
    },
    onError: (err) => onFailure(err, voteFailure()),
  });
}

/** PUT /api/community-images/{id}/official (moderators and admins). */
export function useSetOfficial(inkId: number) {
  const qc = useQueryClient();
  const onFailure = useOnFailure(inkId);
  return useMutation({
    mutationFn: ({ imageId, isOfficial }: { imageId: number; isOfficial: boolean }) =>
      api.put<CommunityImage>(`/api/community-images/${imageId}/official`, { isOfficial }),
    onSuccess: (changed) => {
      qc.setQueriesData<CommunityImage[]>({ queryKey: galleryKeys.images(inkId) }, (old) =>
        withReplaced(old, changed),
      );
      refreshGallery(qc, inkId);
      toast({
        title: changed.isOfficial ? t`Marked official` : t`Official mark removed`,
        description: changed.isOfficial
          ? t`The image now shows first, as an official image.`
          : t`The image is no longer marked official.`,
        variant: 'success',
      });
    },
    onError: (err) => onFailure(err, officialFailure()),
  });
}

/** POST /api/inks/{id}/profile-image-submission; then the member's submissions are asked again. */
export function useSubmitProfileImage(inkId: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({
      body,
      onProgress,
    }: {
      body: ProfileImageSubmissionBody;
      onProgress?: (fraction: number) => void;
    }) =>
      postWithProgress<ProfileImageSubmission>(
        `/api/inks/${inkId}/profile-image-submission`,
        body,
        onProgress,
      ),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: galleryKeys.submissions(inkId) });
      toast({ ...PROFILE_TEXT.sent(), variant: 'success' });
    },
    onError: (err) => fail(err, submissionFailure()),
  });
}
