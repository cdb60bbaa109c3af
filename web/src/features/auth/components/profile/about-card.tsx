import type { CurrentUser } from '@inklore/contract';
import { ACCOUNT_LIMITS, ProfileUpdateBody } from '@inklore/contract/auth/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '#src/components/card.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useUpdateProfile } from '../../api/account-mutations.ts';
import { useForm } from '#src/lib/form.ts';
import { FormAlert, TextArea, TextField } from '#src/components/ui/fields.tsx';

function valuesOf(user: CurrentUser) {
  return {
    displayName: user.displayName ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
  };
}

export function AboutCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const saved = valuesOf(user);
  const { username } = user;
  const form = useForm(saved, { schema: ProfileUpdateBody });

  const changed = (Object.keys(saved) as (keyof typeof saved)[]).some(
    (k) => form.values[k].trim() !== saved[k].trim(),
  );

  return (
    <Card title={t`About you`} id="about">
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit(async (v) => {
            const updated = await update.mutateAsync({
              displayName: v.displayName,
              firstName: v.firstName,
              lastName: v.lastName,
              bio: v.bio,
            });
            form.reset(valuesOf(updated));
          });
        }}
      >
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          {...form.field('displayName')}
          label={t`Display name`}
          maxLength={ACCOUNT_LIMITS.displayNameMax + 20}
          autoComplete="nickname"
          hint={t`Shown instead of your username, ${username}, when you set one.`}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...form.field('firstName')} label={t`First name`} autoComplete="given-name" />
          <TextField {...form.field('lastName')} label={t`Last name`} autoComplete="family-name" />
        </div>
        <p className="-mt-2 text-[0.82rem] text-muted">
          <Trans>
            Your first and last name are only for you: your public profile shows your display name,
            username, picture and bio.
          </Trans>
        </p>
        <TextArea {...form.field('bio')} label={t`Bio`} max={ACCOUNT_LIMITS.bioMax} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.busy || !changed}>
            {form.busy && <Spinner className="size-4" />}
            <Trans>Save changes</Trans>
          </Button>
          {changed && !form.busy && (
            <Button variant="ghost" onClick={() => form.reset(saved)}>
              <Trans>Undo changes</Trans>
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
