import type {
  CrowdData,
  PublicUser,
  RestrictBody,
  RestrictedMember,
  Restriction,
} from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api, ApiError, buildUrl } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { isSignedOut } from '#src/lib/failure.ts';
import { toast } from '#src/lib/toast.ts';
import { adminKeys } from './admin.ts';

/*
 * Moderation of members and of crowd data (ADR 041; moderators and admins): limit or
 * suspend a member with a reason they read, lift it or keep it after their appeal; reset an
 * ink's votes. After each the list and the audit log follow.
 */

export const RESTRICTION_LABELS: Record<Restriction, MessageDescriptor> = {
  limited: msg`Limited`,
  suspended: msg`Suspended`,
};

function afterMemberChange(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: adminKeys.restrictions() });
  void qc.invalidateQueries({ queryKey: adminKeys.audit() });
  // the member's votes stop or start counting
  void qc.invalidateQueries({ queryKey: [...adminKeys.all, 'crowd-data'] });
  void qc.invalidateQueries({ queryKey: sharedKeys.inks.all, refetchType: 'none' });
}

export type RestrictRequest = RestrictBody & { username: string };

/**
 * The member by username (the public GET /api/users/{username}), then PUT
 * /api/admin/users/{id}/restriction. No such member is a refusal of the username field; the
 * server's refusals (staff, oneself) come back in its words for the form to show.
 */
export function useRestrictMember() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: async ({ username, restriction, reason }: RestrictRequest) => {
      let member: PublicUser;
      try {
        member = await api.get<PublicUser>(`/api/users/${encodeURIComponent(username)}`);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) {
          const message = t`No member is called “${username}”. Check the username.`;
          throw new ApiError(404, message, { code: err.code, fields: { username: message } });
        }
        throw err;
      }
      return api.put<RestrictedMember>(`/api/admin/users/${member.id}/restriction`, {
        restriction,
        reason,
      });
    },
    onSuccess: (m) => {
      const { username } = m;
      toast({
        title: m.restriction === 'limited' ? t`Member limited` : t`Member suspended`,
        description: t`${username} will see your reason on their profile.`,
        variant: 'success',
      });
      afterMemberChange(qc);
    },
    onError: (err) => {
      if (isSignedOut(err)) fail(err, { fallback: '' });
    },
  });
}

/** DELETE /api/admin/users/{id}/restriction; a 409 (lifted meanwhile) brings the list up to date. */
export function useLiftRestriction() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (m: RestrictedMember) =>
      api.delete<undefined>(`/api/admin/users/${m.id}/restriction`),
    onSuccess: (_, m) => {
      const { username } = m;
      toast({
        title: m.restriction === 'limited' ? t`Limit lifted` : t`Suspension lifted`,
        description: t`${username} may use their account fully again.`,
        variant: 'success',
      });
      afterMemberChange(qc);
    },
    onError: (err) => {
      if (
        !fail(err, {
          title: t`Not lifted`,
          fallback: t`The restriction could not be lifted. Please try again.`,
        }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.restrictions() });
    },
  });
}

/** POST /api/admin/users/{id}/restriction/uphold: the appeal was read, the restriction stays. */
export function useUpholdRestriction() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (m: RestrictedMember) =>
      api.post<RestrictedMember>(`/api/admin/users/${m.id}/restriction/uphold`),
    onSuccess: (m) => {
      const { username } = m;
      toast({
        title: t`Restriction kept`,
        description: t`${username} will read that you kept it after their appeal.`,
        variant: 'success',
      });
      afterMemberChange(qc);
    },
    onError: (err) => {
      if (
        !fail(err, {
          title: t`Not kept`,
          fallback: t`The appeal could not be answered. Please try again.`,
        }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.restrictions() });
    },
  });
}

export type VoteKind = 'property' | 'image';

export type ResetRequest = {
  kind: VoteKind;
  /** One voter's votes; everyone's without. */
  voter?: { userId: number; username: string } | undefined;
};

/**
 * DELETE /api/admin/inks/{id}/votes?kind=[&userId=]: the answer (the ink's crowd data after
 * the reset) replaces the list; the ink's pages ask again when next shown.
 */
export function useResetVotes(inkId: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({ kind, voter }: ResetRequest) =>
      api.delete<CrowdData>(
        buildUrl(`/api/admin/inks/${inkId}/votes`, { kind, userId: voter?.userId }),
      ),
    onSuccess: (data, { kind, voter }) => {
      qc.setQueryData(adminKeys.crowdData(inkId), data);
      const username = voter?.username;
      toast({
        title: t`Votes reset`,
        description:
          kind === 'property'
            ? username !== undefined
              ? t`${username}’s property votes on this ink are gone.`
              : t`Every property vote on this ink is gone.`
            : username !== undefined
              ? t`${username}’s image votes on this ink are gone.`
              : t`Every image vote on this ink is gone.`,
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: adminKeys.audit() });
      void qc.invalidateQueries({ queryKey: sharedKeys.inks.all, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: sharedKeys.color.all, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: sharedKeys.gallery.all, refetchType: 'none' });
    },
    onError: (err) => {
      if (
        !fail(err, {
          title: t`Not reset`,
          fallback: t`The votes could not be reset. Please try again.`,
        }).signedOut
      )
        void qc.invalidateQueries({ queryKey: adminKeys.crowdData(inkId) });
    },
  });
}
