import { Trans } from '@lingui/react/macro';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Link } from '#src/lib/router.tsx';
import { useSignOut } from '../use-sign-out.ts';

/** Shown on the sign-in and sign-up pages to someone who is signed in already. */
export function SignedInNote({ name }: { name: string }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-5">
      <p>
        <Trans>
          You are signed in as <strong>{name}</strong>.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/profile" className={buttonClass('primary')}>
          <Trans>Your profile</Trans>
        </Link>
        <Link to="/browse" className={buttonClass('secondary')}>
          <Trans>Browse Inks</Trans>
        </Link>
        <button type="button" className={buttonClass('ghost')} onClick={() => void signOut()}>
          <Trans>Sign Out</Trans>
        </button>
      </div>
    </div>
  );
}
