import type { CurrentUser } from '@inklore/contract';
import { Password } from '@inklore/contract/auth/auth';
import { Card } from '#src/components/card.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useChangePassword } from '../../api/account-mutations.ts';
import { check, useForm } from '#src/lib/form.ts';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard({ user }: { user: CurrentUser }) {
  const change = useChangePassword();
  const form = useForm(EMPTY, (v) => ({
    currentPassword:
      user.hasPassword && v.currentPassword === '' ? 'Enter your current password.' : undefined,
    newPassword: check(Password, v.newPassword),
    confirmPassword:
      v.confirmPassword === ''
        ? 'Type the new password again.'
        : v.confirmPassword !== v.newPassword
          ? 'The two passwords are not the same.'
          : undefined,
  }));

  return (
    <Card title="Password" id="password">
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(async (v) => {
            await change.mutateAsync({
              currentPassword: user.hasPassword ? v.currentPassword : '',
              newPassword: v.newPassword,
              setting: !user.hasPassword,
            });
            form.reset(EMPTY);
          });
        }}
      >
        {!user.hasPassword && (
          <p className="text-sm text-muted">
            You signed in with another service and have no Inklore password yet. Set one to sign in
            with your email or username too.
          </p>
        )}
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {user.hasPassword && (
          <TextField
            name="currentPassword"
            type="password"
            label="Current password"
            value={form.values.currentPassword}
            onChange={(v) => form.set('currentPassword', v)}
            onBlur={() => form.blur('currentPassword')}
            error={form.errors.currentPassword}
            autoComplete="current-password"
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="newPassword"
            type="password"
            label="New password"
            value={form.values.newPassword}
            onChange={(v) => form.set('newPassword', v)}
            onBlur={() => form.blur('newPassword')}
            error={form.errors.newPassword}
            autoComplete="new-password"
            hint="At least 10 characters."
          />
          <TextField
            name="confirmPassword"
            type="password"
            label="New password, again"
            value={form.values.confirmPassword}
            onChange={(v) => form.set('confirmPassword', v)}
            onBlur={() => form.blur('confirmPassword')}
            error={form.errors.confirmPassword}
            autoComplete="new-password"
          />
        </div>
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy && <Spinner className="size-4" />}
            {user.hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
