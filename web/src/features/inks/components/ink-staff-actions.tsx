import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@inklore/contract/shared/permissions.rules';
import { actorOf, mayDeleteInk, mayEditInk } from '@inklore/contract/shared/policies.rules';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2, Vote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { Link, useNavigate } from '#src/lib/router.tsx';
import { useDeleteInk } from '../api/ink-mutations.ts';
import { inkKeys } from '../api/inks.ts';

/** Spec §4 and §9: after a deletion the page goes to /browse after 0.5 s. */
export const DELETE_REDIRECT_MS = 500;

function DeleteInk({ ink }: { ink: Ink }) {
  const { t } = useLingui();
  const { name } = ink;
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deletion = useDeleteInk(ink.id);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const remove = () => {
    deletion.mutate(undefined, {
      onSettled: () => setOpen(false),
      onSuccess: () => {
        timer.current = setTimeout(() => {
          qc.removeQueries({ queryKey: inkKeys.detail(ink.id) });
          navigate('/browse');
        }, DELETE_REDIRECT_MS);
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={dangerClass('sm')}>
          <Trash2 className="size-4" aria-hidden="true" />
          <Trans>Delete Ink</Trans>
        </button>
      }
      title={t`Delete Ink`}
      // spec §5: the question asked before an ink is deleted
      question={t`Are you sure you want to delete "${name}"? This action cannot be undone.`}
      confirmLabel={t`Delete`}
      busy={deletion.isPending}
      onConfirm={remove}
    />
  );
}

/**
 * Spec §2 ink profile: admins and moderators get an 'Edit Profile' link to /ink/{id}/edit and
 * a 'Crowd Data' link to the ink's votes in the console (ADR 041); admins a 'Delete Ink'
 * button. The server asks the same policies (contract/policies).
 */
export function InkStaffActions({ ink }: { ink: Ink }) {
  const { data: user } = useCurrentUser();
  const actor = actorOf(user);
  const mayEdit = mayEditInk(actor);
  const mayDelete = mayDeleteInk(actor);
  const maySeeVotes = can(actor?.role, 'moderateContent');
  if (!mayEdit && !mayDelete && !maySeeVotes) return null;
  return (
    <>
      {mayEdit && (
        <Link to={`/ink/${ink.id}/edit`} className={buttonClass('secondary', 'sm')}>
          <Pencil className="size-4" aria-hidden="true" />
          <Trans>Edit Profile</Trans>
        </Link>
      )}
      {maySeeVotes && (
        <Link to={`/admin?tab=crowd&ink=${ink.id}`} className={buttonClass('secondary', 'sm')}>
          <Vote className="size-4" aria-hidden="true" />
          <Trans>Crowd Data</Trans>
        </Link>
      )}
      {mayDelete && <DeleteInk ink={ink} />}
    </>
  );
}
