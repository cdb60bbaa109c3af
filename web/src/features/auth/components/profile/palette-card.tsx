import { useState } from 'react';
import type { CurrentUser } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Palette } from 'lucide-react';
import { Card } from '#src/components/card.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { Link } from '#src/lib/router.tsx';
import { useUpdateProfile } from '../../api/account-mutations.ts';
import { FormAlert } from '#src/components/ui/fields.tsx';

/**
 * /profile: 'Show my ink colours on my profile' (ADR 039). Off by default: the
 * public palette then shows only the inks of public collections. Saved as soon as it changes.
 */
export function PaletteSettingCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  // what was chosen, shown in the same event (a value read from the mutation arrives a task
  // later, and the box would flick back meanwhile), then what the server saved
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? user.showInkColors;
  return (
    <Card title={t`Your palette`} id="palette-setting">
      <div className="rounded-xl border border-rule px-3 py-2.5 text-[0.95rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
        <label className="flex cursor-pointer items-center gap-3 font-medium">
          <input
            type="checkbox"
            checked={checked}
            disabled={update.isPending}
            onChange={(e) => {
              setChosen(e.target.checked);
              update.mutate(
                { showInkColors: e.target.checked },
                { onSettled: () => setChosen(null) },
              );
            }}
            aria-describedby="palette-setting-hint"
            className="size-4 shrink-0 accent-[var(--color-primary)]"
          />
          <Palette className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <Trans>Show my ink colours on my profile</Trans>
          {update.isPending && <Spinner className="size-4" />}
        </label>
        <p id="palette-setting-hint" className="mt-1 pl-7 text-sm text-muted">
          <Trans>
            Your public profile's palette always shows the inks of your public collections. Turn
            this on to add the colours of every ink you own. Your ink-ventory itself stays private.
          </Trans>
        </p>
      </div>
      {update.isError && (
        <div className="mt-3">
          <FormAlert>{messageOf(update.error)}</FormAlert>
        </div>
      )}
      <Link
        to={`/user/${encodeURIComponent(user.username)}#palette`}
        className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
      >
        <Trans>See your palette as others do</Trans>
      </Link>
    </Card>
  );
}
