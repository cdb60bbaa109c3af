import type { CurrentUser } from '@inklore/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useNavigate } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { authApi } from '../../api/auth.ts';
import { setCurrentUser } from '../../api/current-user.ts';
import { messageOf, useForm } from '../../form.ts';
import { FormAlert, TextField } from '../fields.tsx';

/**
 * What deleting an account does: the words of docs/security.md, "Deleting an account"
 * (a test keeps the two the same).
 */
export const DELETE_ACCOUNT_TEXT =
  'Deleting an account removes the user, their sessions, tokens, linked sign-in providers, ' +
  'comments and ink-ventory. ' +
  'What they added to the shared catalogue stays without their name: an ink they submitted ' +
  'keeps existing with "submitted by" empty, a news story they wrote shows no author. The last ' +
  'admin cannot delete their account or be demoted.';

export function SessionsCard() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const everywhere = async () => {
    setBusy(true);
    setError(null);
    try {
      await authApi.logoutEverywhere();
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
      return;
    }
    setCurrentUser(qc, null);
    navigate('/');
    toast({
      title: 'Signed out everywhere',
      description: 'Every device and browser signed in to your account was signed out.',
      variant: 'success',
    });
  };
  return (
    <Card title="Signed-in devices" id="sessions">
      <div className="flex flex-col gap-4">
        <p>
          Signed in on a computer you no longer use, or lost a phone? Sign out on every device and
          browser at once, this one included.
        </p>
        {error && <FormAlert>{error}</FormAlert>}
        <div>
          <Button variant="secondary" onClick={() => void everywhere()} disabled={busy}>
            {busy ? (
              <Spinner className="size-4" />
            ) : (
              <LogOut className="size-4" aria-hidden="true" />
            )}
            Sign out everywhere
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({ confirm: '', password: '' }, (v) => ({
    confirm:
      v.confirm.trim() === 'DELETE' ? undefined : 'Type DELETE in capital letters to confirm.',
    password: user.hasPassword && v.password === '' ? 'Enter your password.' : undefined,
  }));
  const armed = form.values.confirm.trim() === 'DELETE';
  return (
    <Card title="Delete account" id="delete" className="border-oxblood/35">
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(async (v) => {
            await authApi.deleteAccount(user.hasPassword ? v.password : undefined);
            setCurrentUser(qc, null);
            navigate('/');
            toast({
              title: 'Account deleted',
              description: 'Your account is gone. Thank you for the ink you shared.',
              variant: 'success',
            });
          });
        }}
      >
        <p data-testid="delete-account-text">{DELETE_ACCOUNT_TEXT}</p>
        <p className="text-sm text-muted">This cannot be undone.</p>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="confirm"
            label="Type DELETE to confirm"
            value={form.values.confirm}
            onChange={(v) => form.set('confirm', v)}
            onBlur={() => form.blur('confirm')}
            error={form.errors.confirm}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          {user.hasPassword && (
            <TextField
              name="password"
              type="password"
              label="Your password"
              value={form.values.password}
              onChange={(v) => form.set('password', v)}
              onBlur={() => form.blur('password')}
              error={form.errors.password}
              autoComplete="current-password"
            />
          )}
        </div>
        <div>
          <button
            type="submit"
            disabled={form.busy || !armed}
            className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full bg-oxblood px-5 text-[0.95rem] font-medium text-page hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-55"
          >
            {form.busy ? (
              <Spinner className="size-4" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            )}
            Delete my account
          </button>
        </div>
      </form>
    </Card>
  );
}
