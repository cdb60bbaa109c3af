import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { formatNumber, plural } from '#src/lib/format.ts';
import { Link, useLocation } from '#src/lib/router.tsx';
import { notificationsOptions } from '../api/admin.ts';

/** Set for the rest of the browser session once the dialog has been shown. */
export const SHOWN_KEY = 'inklore-staff-notice-shown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // storage refused (private mode): the dialog may show again, which is harmless
  }
}

/**
 * For moderators and admins (spec §2 Home, §4, §6): the notifications are polled every 30 s,
 * and on the home page a dialog opens once, by itself, when submissions or reports wait.
 */
export function StaffNotifications() {
  const { pathname } = useLocation();
  const { data } = useQuery(notificationsOptions());
  const [dismissed, setDismissed] = useState(alreadyShown);
  const open = pathname === '/' && !dismissed && data?.hasNotifications === true;
  if (!open) return null;
  const close = () => {
    remember();
    setDismissed(true);
  };
  return (
    <Dialog.Root open onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[rgb(10_12_16/0.55)]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-rule bg-page p-6 shadow-2xl">
          <Dialog.Title className="font-serif text-xl">Waiting for review</Dialog.Title>
          <Dialog.Description asChild>
            <ul className="mt-3 flex flex-col gap-1 text-[0.98rem]">
              <li>
                {formatNumber(data.pendingSubmissions)} pending{' '}
                {plural(data.pendingSubmissions, 'submission', 'submissions')}
              </li>
              <li>
                {formatNumber(data.pendingReports)} flagged{' '}
                {plural(data.pendingReports, 'item', 'items')} (open reports)
              </li>
            </ul>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary', 'sm')}>Dismiss</Dialog.Close>
            <Link
              to="/admin?tab=reports"
              className={buttonClass('secondary', 'sm')}
              onClick={close}
            >
              Review Reports
            </Link>
            <Link
              to="/admin?tab=submissions"
              className={buttonClass('primary', 'sm')}
              onClick={close}
            >
              Review Submissions
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
