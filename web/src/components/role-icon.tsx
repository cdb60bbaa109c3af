import type { Role } from '@inklore/contract';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Crown, Shield } from 'lucide-react';
import { cn } from '#src/lib/cn.ts';

const LABELS = { admin: msg`Admin`, moderator: msg`Moderator` };

/**
 * Spec §2: roles show icons beside usernames, admin a yellow crown, moderator a blue shield.
 * The icon is an image named after the role, so screen readers say it; members show none.
 */
export function RoleIcon({ role, className }: { role: Role; className?: string }) {
  const { i18n } = useLingui();
  if (role === 'user') return null;
  const label = i18n._(LABELS[role]);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-role={role}
      className={cn('inline-flex shrink-0 align-[-0.125em]', className)}
    >
      {role === 'admin' ? (
        <Crown
          aria-hidden="true"
          className="size-[1.05em] fill-[#f2c94c] text-[#8a6100] dark:fill-[#f2c94c]/30 dark:text-[#f2c94c]"
          strokeWidth={2.2}
        />
      ) : (
        <Shield
          aria-hidden="true"
          className="size-[1.05em] fill-primary/15 text-[#2c5aa8] dark:text-[#8fb3f0]"
          strokeWidth={2.2}
        />
      )}
    </span>
  );
}
