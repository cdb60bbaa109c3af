import { Trans } from '@lingui/react/macro';
import { buttonClass } from './ui/button.tsx';
import { MessagePage } from './message-page.tsx';
import { Link } from '#src/lib/router.tsx';

/**
 * A member's page asked for by a visitor, or when who is signed in could not be told: what the
 * page is for, Sign In (coming back here after) and Join Community.
 */
export function SignInPage({
  title,
  path,
  failed,
  text,
}: {
  title: string;
  /** Where signing in leads back to. */
  path: string;
  failed: boolean;
  text: string;
}) {
  return (
    <MessagePage
      title={title}
      actions={
        <>
          <Link to={`/login?next=${encodeURIComponent(path)}`} className={buttonClass('primary')}>
            <Trans>Sign In</Trans>
          </Link>
          <Link to="/signup" className={buttonClass('secondary')}>
            <Trans>Join Community</Trans>
          </Link>
        </>
      }
    >
      <p>
        {failed ? (
          <Trans>Your account could not be checked. Check your connection and try again.</Trans>
        ) : (
          text
        )}
      </p>
    </MessagePage>
  );
}
