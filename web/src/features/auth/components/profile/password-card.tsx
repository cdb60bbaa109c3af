import type { CurrentUser } from '@inklore/contract';
import { ChangePasswordBody } from '@inklore/contract/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '#src/components/card.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useChangePassword } from '../../api/account-mutations.ts';
import { useForm } from '#src/lib/form.ts';
import { FormAlert, TextField } from '#src/components/ui/fields.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const form = useForm(EMPTY, {
    schema: ChangePasswordBody.pick({ newPassword: true }),
    also: (v) => ({
      currentPassword:
        user.hasPassword && v.currentPassword === '' ? t`Enter your current password.` : undefined,
      confirmPassword:
        v.confirmPassword === ''
          ? t`Type the new password again.`
          : v.confirmPassword !== v.newPassword
            ? t`The two passwords are not the same.`
            : undefined,
    }),
  });

  return (
    <Card title={t`Password`} id="password">
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
            <Trans>
              You signed in with another service and have no Inklore password yet. Set one to sign
              in with your email or username too.
            </Trans>
          </p>
        )}
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {user.hasPassword && (
          <TextField
            {...form.field('currentPassword')}
            type="password"
            label={t`Current password`}
            autoComplete="current-password"
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...form.field('newPassword')}
            type="password"
            label={t`New password`}
            autoComplete="new-password"
            hint={t`At least 10 characters.`}
          />
          <TextField
            {...form.field('confirmPassword')}
            type="password"
            label={t`New password, again`}
            autoComplete="new-password"
          />
        </div>
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy && <Spinner className="size-4" />}
            {user.hasPassword ? t`Change password` : t`Set password`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
