import { Trans } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { oidcStartUrl, useOidcProviders } from '../api/auth.ts';

/**
 * One button per configured sign-in provider. Each is a plain link: signing in with a
 * provider is a full-page trip there and back, never a fetch.
 */
export function OidcButtons() {
  const { data: providers } = useOidcProviders();
  if (!providers || providers.length === 0) return null;
  return (
    <div className="mt-7">
      <div className="flex items-center gap-3 text-xs tracking-[0.14em] text-muted uppercase">
        <span className="h-px flex-1 bg-rule" aria-hidden="true" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-rule" aria-hidden="true" />
      </div>
      <ul className="mt-5 flex flex-col gap-2.5">
        {providers.map(({ id, label: provider }) => (
          <li key={id}>
            <a href={oidcStartUrl(id)} className={buttonClass('secondary', 'md', 'w-full')}>
              <KeyRound className="size-4" aria-hidden="true" />
              <Trans>Continue with {provider}</Trans>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
