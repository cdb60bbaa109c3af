import { buttonClass } from '#src/components/ui/button.tsx';
import { Link } from '#src/lib/router.tsx';
import { useSignOut } from '../use-sign-out.ts';

/** Shown on the sign-in and sign-up pages to someone who is signed in already. */
export function SignedInNote({ name }: { name: string }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-5">
      <p>
        You are signed in as <strong>{name}</strong>.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/profile" className={buttonClass('primary')}>
          Your profile
        </Link>
        <Link to="/browse" className={buttonClass('secondary')}>
          Browse Inks
        </Link>
        <button type="button" className={buttonClass('ghost')} onClick={() => void signOut()}>
          Sign Out
        </button>
      </div>
    </div>
  );
}
