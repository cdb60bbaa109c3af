import { useState } from 'react';
import type { CurrentUser } from '@inklore/contract';
import { LOCALE_NAMES, LOCALES, type Locale } from '@inklore/contract/pages/locales.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '#src/components/card.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { pageLoad } from '#src/lib/page-load.ts';
import { inLocale, useLocale } from '#src/lib/router.tsx';
import { useUpdateProfile } from '../../api/account-mutations.ts';

/**
 * /profile: the member's language (ADR 079). Saved on the account, it is this browser's from
 * now on and every browser's the member signs in on; "the browser's" leaves
 * the choice to each browser's languages again. The profile is then loaded in it.
 */
export function LanguageCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const shown = useLocale();
  const update = useUpdateProfile();
  const [chosen, setChosen] = useState<Locale | null | undefined>(undefined);
  const current = chosen === undefined ? user.locale : chosen;
  const choose = (locale: Locale | null) => {
    setChosen(locale);
    update.mutate(
      { locale },
      {
        onSuccess: () => {
          // the profile in the language chosen (for none, the server asks the browser)
          const target = inLocale(locale ?? 'en', '/profile');
          if (locale !== shown) pageLoad.to(target);
        },
        onError: () => setChosen(undefined),
      },
    );
  };
  const options: [Locale | null, string][] = [
    [null, t`The browser's language`],
    ...LOCALES.map((l): [Locale, string] => [l, LOCALE_NAMES[l]]),
  ];
  return (
    <Card title={t`Language`} id="language-setting">
      <fieldset disabled={update.isPending} aria-describedby="language-setting-hint">
        <legend className="sr-only">
          <Trans>Your language</Trans>
        </legend>
        <p id="language-setting-hint" className="mb-3 text-sm text-muted">
          <Trans>The language Inklore speaks to you in, on every browser you sign in on.</Trans>
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {options.map(([locale, name]) => (
            <label key={locale ?? 'browser'} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="language"
                checked={current === locale}
                onChange={() => choose(locale)}
                className="size-4 accent-[var(--color-primary)]"
              />
              <span lang={locale ?? undefined}>{name}</span>
            </label>
          ))}
          {update.isPending && <Spinner className="size-4" />}
        </div>
      </fieldset>
      {update.isError && (
        <div className="mt-3">
          <FormAlert>{messageOf(update.error)}</FormAlert>
        </div>
      )}
    </Card>
  );
}
