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
        or
        <span className="h-px flex-1 bg-rule" aria-hidden="true" />
      </div>
      <ul className="mt-5 flex flex-col gap-2.5">
        {providers.map((p) => (
          <li key={p.id}>
            <a href={oidcStartUrl(p.id)} className={buttonClass('secondary', 'md', 'w-full')}>
              <KeyRound className="size-4" aria-hidden="true" />
              Continue with {p.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
