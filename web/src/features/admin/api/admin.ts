import type {
  AdminNotifications,
  AdminUser,
  AliasSuggestionList,
  AliasSuggestionStatus,
  AuditPage,
  BrandAlias,
  CatalogueReviewList,
  CorrectionList,
  CorrectionSettings,
  CrowdData,
  Ink,
  InkSubmission,
  ProfileImageSubmission,
  Report,
  RestrictedMember,
} from '@inklore/contract';
import type { SubmissionStatus } from '@inklore/contract/shared/members.rules';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

/** Spec §6 and §9: the staff's notifications are polled every 30 s. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export type AuditFilter = { actor: string; action: string };

export const adminKeys = {
  all: sharedKeys.admin.all,
  notifications: sharedKeys.admin.notifications,
  reports: (status: 'open' | 'resolved') => [...adminKeys.all, 'reports', status] as const,
  submissions: () => [...adminKeys.all, 'submissions'] as const,
  inkSubmissions: (status: SubmissionStatus) =>
    [...adminKeys.submissions(), 'inks', status] as const,
  imageSubmissions: (status: SubmissionStatus) =>
    [...adminKeys.submissions(), 'images', status] as const,
  deletedInks: () => [...adminKeys.all, 'deleted-inks'] as const,
  brandAliases: () => [...adminKeys.all, 'brand-aliases'] as const,
  users: (search: string) => [...adminKeys.all, 'users', search] as const,
  restrictions: () => [...adminKeys.all, 'restrictions'] as const,
  crowdData: (inkId: number) => [...adminKeys.all, 'crowd-data', inkId] as const,
  aliasSuggestions: (status?: AliasSuggestionStatus) =>
    status
      ? ([...adminKeys.all, 'alias-suggestions', status] as const)
      : ([...adminKeys.all, 'alias-suggestions'] as const),
  catalogueReviews: (status?: CatalogueStatus) =>
    status
      ? ([...adminKeys.all, 'catalogue-reviews', status] as const)
      : ([...adminKeys.all, 'catalogue-reviews'] as const),
  corrections: (status?: CorrectionStatusFilter) =>
    status
      ? ([...adminKeys.all, 'corrections', status] as const)
      : ([...adminKeys.all, 'corrections'] as const),
  correctionSettings: () => [...adminKeys.all, 'correction-settings'] as const,
  audit: (filter?: AuditFilter) =>
    filter
      ? ([...sharedKeys.admin.audit(), filter.actor, filter.action] as const)
      : sharedKeys.admin.audit(),
};

/** The catalogue import's questions (ADR 048): those waiting, or those answered. */
export type CatalogueStatus = 'pending' | 'answered';

export function catalogueReviewsOptions(status: CatalogueStatus) {
  return queryOptions({
    queryKey: adminKeys.catalogueReviews(status),
    queryFn: ({ signal }) =>
      api.get<CatalogueReviewList>('/api/admin/catalogue-reviews', { status, limit: 50 }, signal),
  });
}

/** Members' corrections (ADR 053): those waiting, or those reviewed. */
export type CorrectionStatusFilter = 'pending' | 'reviewed';

export function correctionsOptions(status: CorrectionStatusFilter) {
  return queryOptions({
    queryKey: adminKeys.corrections(status),
    queryFn: ({ signal }) =>
      api.get<CorrectionList>('/api/admin/corrections', { status, limit: 50 }, signal),
  });
}

export function correctionSettingsOptions() {
  return queryOptions({
    queryKey: adminKeys.correctionSettings(),
    queryFn: ({ signal }) =>
      api.get<CorrectionSettings>('/api/admin/correction-settings', undefined, signal),
  });
}

export function notificationsOptions() {
  return queryOptions({
    queryKey: adminKeys.notifications(),
    queryFn: ({ signal }) =>
      api.get<AdminNotifications>('/api/admin/notifications', undefined, signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

export function reportsOptions(status: 'open' | 'resolved') {
  return queryOptions({
    queryKey: adminKeys.reports(status),
    queryFn: ({ signal }) => api.get<Report[]>('/api/admin/reports', { status }, signal),
  });
}

/** Ink submissions (share a discovery): pending oldest first, each with its likely duplicates. */
export function inkSubmissionsOptions(status: SubmissionStatus) {
  return queryOptions({
    queryKey: adminKeys.inkSubmissions(status),
    queryFn: ({ signal }) => api.get<InkSubmission[]>('/api/admin/submissions', { status }, signal),
  });
}

/** Profile image submissions: pending oldest first. */
export function imageSubmissionsOptions(status: SubmissionStatus) {
  return queryOptions({
    queryKey: adminKeys.imageSubmissions(status),
    queryFn: ({ signal }) =>
      api.get<ProfileImageSubmission[]>('/api/admin/profile-image-submissions', { status }, signal),
  });
}

/** Deleted inks, most recently deleted first (admins). */
export function deletedInksOptions() {
  return queryOptions({
    queryKey: adminKeys.deletedInks(),
    queryFn: ({ signal }) => api.get<Ink[]>('/api/admin/inks/deleted', undefined, signal),
  });
}

/** Other spellings of brands that search reads as the brand (staff), by brand then name. */
export function brandAliasesOptions() {
  return queryOptions({
    queryKey: adminKeys.brandAliases(),
    queryFn: ({ signal }) => api.get<BrandAlias[]>('/api/admin/brand-aliases', undefined, signal),
  });
}

/** Members by username, display name or email (admins). */
export function usersOptions(search: string) {
  return queryOptions({
    queryKey: adminKeys.users(search),
    queryFn: ({ signal }) => api.get<AdminUser[]>('/api/admin/users', { search }, signal),
  });
}

/** Limited and suspended members, those with an appeal waiting first (ADR 041). */
export function restrictionsOptions() {
  return queryOptions({
    queryKey: adminKeys.restrictions(),
    queryFn: ({ signal }) =>
      api.get<RestrictedMember[]>('/api/admin/restrictions', undefined, signal),
  });
}

/** An ink's property and image votes with who cast them and whether each counts (ADR 041). */
export function crowdDataOptions(inkId: number) {
  return queryOptions({
    queryKey: adminKeys.crowdData(inkId),
    queryFn: ({ signal }) =>
      api.get<CrowdData>(`/api/admin/inks/${inkId}/crowd-data`, undefined, signal),
  });
}

/** Spellings members' imports suggest as other names of inks, most suggested first (ADR 038). */
export function aliasSuggestionsOptions(status: AliasSuggestionStatus) {
  return queryOptions({
    queryKey: adminKeys.aliasSuggestions(status),
    queryFn: ({ signal }) =>
      api.get<AliasSuggestionList>('/api/admin/alias-suggestions', { status }, signal),
  });
}

/** The audit log, newest first, a page at a time (`before` the last entry's id). */
export function auditOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditPage>(
        '/api/admin/audit',
        { actor: filter.actor, action: filter.action, before: pageParam },
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
