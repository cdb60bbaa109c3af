import type { CurrentUser } from '@inklore/contract';
import { ACCOUNT_LIMITS, ProfileUpdateBody } from '@inklore/contract/auth/auth';
import { Card } from '#src/components/card.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useUpdateProfile } from '../../api/account-mutations.ts';
import { check, useForm } from '#src/lib/form.ts';
import { FormAlert, TextArea, TextField } from '#src/components/ui/fields.tsx';

const shape = ProfileUpdateBody.shape;

function valuesOf(user: CurrentUser) {
  return {
    displayName: user.displayName ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
  };
}

export function AboutCard({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const saved = valuesOf(user);
  const form = useForm(saved, (v) => ({
    displayName: check(shape.displayName, v.displayName),
    firstName: check(shape.firstName, v.firstName),
    lastName: check(shape.lastName, v.lastName),
    bio: check(shape.bio, v.bio),
  }));
  const changed = (Object.keys(saved) as (keyof typeof saved)[]).some(
    (k) => form.values[k].trim() !== saved[k].trim(),
  );

  return (
    <Card title="About you" id="about">
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
          name="displayName"
          label="Display name"
          value={form.values.displayName}
          onChange={(v) => form.set('displayName', v)}
          onBlur={() => form.blur('displayName')}
          error={form.errors.displayName}
          maxLength={ACCOUNT_LIMITS.displayNameMax + 20}
          autoComplete="nickname"
          hint={`Shown instead of your username, ${user.username}, when you set one.`}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="firstName"
            label="First name"
            value={form.values.firstName}
            onChange={(v) => form.set('firstName', v)}
            onBlur={() => form.blur('firstName')}
            error={form.errors.firstName}
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label="Last name"
            value={form.values.lastName}
            onChange={(v) => form.set('lastName', v)}
            onBlur={() => form.blur('lastName')}
            error={form.errors.lastName}
            autoComplete="family-name"
          />
        </div>
        <p className="-mt-2 text-[0.82rem] text-muted">
          Your first and last name are only for you: your public profile shows your display name,
          username, picture and bio.
        </p>
        <TextArea
          name="bio"
          label="Bio"
          value={form.values.bio}
          onChange={(v) => form.set('bio', v)}
          onBlur={() => form.blur('bio')}
          error={form.errors.bio}
          max={ACCOUNT_LIMITS.bioMax}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.busy || !changed}>
            {form.busy && <Spinner className="size-4" />}
            Save changes
          </Button>
          {changed && !form.busy && (
            <Button variant="ghost" onClick={() => form.reset(saved)}>
              Undo changes
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
