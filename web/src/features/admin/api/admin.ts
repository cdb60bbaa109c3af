import type { AdminNotifications, Report } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** Spec §6 and §9: the staff's notifications are polled every 30 s. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const adminKeys = {
  all: ['admin'] as const,
  notifications: () => [...adminKeys.all, 'notifications'] as const,
  reports: (status: 'open' | 'resolved') => [...adminKeys.all, 'reports', status] as const,
};

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
