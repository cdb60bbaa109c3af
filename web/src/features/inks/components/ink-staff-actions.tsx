import type { Ink } from '@inklore/contract';
import { actorOf, mayDeleteInk, mayEditInk } from '@inklore/contract/policies';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { useCurrentUser } from '#src/features/auth/api/current-user.ts';
import { ApiError, api } from '#src/lib/api-client.ts';
import { Link, useNavigate } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';

/** Spec §4 and §9: after a deletion the page goes to /browse after 0.5 s. */
export const DELETE_REDIRECT_MS = 500;

/** Spec §5: the question asked before an ink is deleted. */
export function deleteQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/** Spec §8: the failure toast says the server's message, else a fixed sentence. */
export function deleteFailureText(err: unknown): string {
  return err instanceof ApiError && err.serverMessage && err.status < 500
    ? err.serverMessage
    : 'Failed to delete ink profile';
}

function DeleteInk({ ink }: { ink: Ink }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const remove = async () => {
    setBusy(true);
    try {
      await api.delete(`/api/inks/${ink.id}`);
    } catch (err) {
      setBusy(false);
      setOpen(false);
      toast({ title: 'Error', description: deleteFailureText(err), variant: 'error' });
      return;
    }
    setOpen(false);
    toast({
      title: 'Success',
      description: 'Ink profile deleted successfully.',
      variant: 'success',
    });
    // The ink is gone everywhere: its page, the lists, the featured row and the counts.
    void qc.invalidateQueries({ queryKey: ['inks'], refetchType: 'none' });
    void qc.invalidateQueries({ queryKey: ['community'], refetchType: 'none' });
    timer.current = setTimeout(() => {
      qc.removeQueries({ queryKey: ['inks', 'detail', ink.id] });
      navigate('/browse');
    }, DELETE_REDIRECT_MS);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={dangerClass('sm')}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete Ink
        </button>
      }
      title="Delete Ink"
      question={deleteQuestion(ink.name)}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={() => void remove()}
    />
  );
}

/**
 * Spec §2 ink profile: admins and moderators get an 'Edit Profile' link to /ink/{id}/edit;
 * admins a 'Delete Ink' button. The server asks the same policies (contract/policies).
 */
export function InkStaffActions({ ink }: { ink: Ink }) {
  const { data: user } = useCurrentUser();
  const actor = actorOf(user);
  const mayEdit = mayEditInk(actor);
  const mayDelete = mayDeleteInk(actor);
  if (!mayEdit && !mayDelete) return null;
  return (
    <>
      {mayEdit && (
        <Link to={`/ink/${ink.id}/edit`} className={buttonClass('secondary', 'sm')}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Profile
        </Link>
      )}
      {mayDelete && <DeleteInk ink={ink} />}
    </>
  );
}
