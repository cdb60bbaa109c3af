import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
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
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { data } = useQuery(notificationsOptions());
  const [dismissed, setDismissed] = useState(alreadyShown);
  const open = pathname === '/' && !dismissed && data?.hasNotifications === true;
  if (!open) return null;
  const submissions = data.pendingSubmissions;
  const reports = data.pendingReports;
  const close = () => {
    remember();
    setDismissed(true);
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && close()}
      title={t`Waiting for review`}
      descriptionAsChild
      description={
        <ul className="mt-3 flex flex-col gap-1 text-[0.98rem]">
          <li>
            {t`${plural(submissions, { one: '# pending submission', other: '# pending submissions' })}`}
          </li>
          <li>
            {t`${plural(reports, { one: '# flagged item (open reports)', other: '# flagged items (open reports)' })}`}
          </li>
        </ul>
      }
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonClass('secondary', 'sm')}>
          <Trans>Dismiss</Trans>
        </DialogClose>
        <Link to="/admin?tab=reports" className={buttonClass('secondary', 'sm')} onClick={close}>
          <Trans>Review Reports</Trans>
        </Link>
        <Link to="/admin?tab=submissions" className={buttonClass('primary', 'sm')} onClick={close}>
          <Trans>Review Submissions</Trans>
        </Link>
      </div>
    </Dialog>
  );
}
