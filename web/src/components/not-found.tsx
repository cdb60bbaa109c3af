import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '#src/lib/router.tsx';
import { useHead, usePageStatus } from '#src/lib/head.ts';
import { Swab } from './swatch.tsx';
import { buttonClass } from './ui/button.tsx';

/**
 * Spec §2: the 404 page, '404 Page Not Found'. Any path the app does not know shows it, and
 * so does a page whose thing does not exist for this visitor (a private collection).
 */
export function NotFound() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  useHead(t`404 Page Not Found`, t`There is no page at this address.`);
  usePageStatus(404);
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <div className="swab-ground grid h-28 w-40 place-items-center rounded-2xl">
        <Swab hex="#2c4a7a" seed={3} className="h-14 w-24 opacity-90" />
      </div>
      <h1 className="mt-6 text-3xl sm:text-4xl">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans>
          There is no page at{' '}
          <code className="rounded bg-sunken px-1.5 py-0.5 font-mono text-sm break-all">
            {pathname}
          </code>
          . It may have moved, or the address may have a typo.
        </Trans>
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          <Trans>Go Home</Trans>
        </Link>
        <Link to="/browse" className={buttonClass('secondary')}>
          <Trans>Browse Inks</Trans>
        </Link>
      </div>
    </div>
  );
}
