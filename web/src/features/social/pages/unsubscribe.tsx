import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MessagePage } from '#src/components/message-page.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { messageOf } from '#src/lib/failure.ts';
import { useHead } from '#src/lib/head.ts';
import { i18n } from '#src/lib/i18n.ts';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { useUnsubscribe } from '../api/social-mutations.ts';
import { SOCIAL_WORDS } from '../words.ts';

/** What the page says after the press: the server's words, or the bad link's. */
function outcome(err: unknown): string {
  if (err instanceof ApiError && err.status === 400) return i18n._(SOCIAL_WORDS.badUnsubscribeLink);
  return messageOf(
    err,
    i18n._(msg`The digest could not be stopped. Please try again in a moment.`),
  );
}

/**
 * /unsubscribe?token=: the digest mail's link (ADR 060). Opening it changes nothing (mail
 * scanners follow links); the button sends the one-click POST, signed in or not, and the page
 * says what happened.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribe();
  const result = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  useHead(t`Stop the digest mails`, t`Stop the Inklore digest mails in one click.`);
  const done = stop.isSuccess || stop.isError;
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  if (!token)
    return (
      <MessagePage
        title={t`Stop the digest mails`}
        icon={<MailX className="size-10 text-muted" aria-hidden="true" />}
        actions={
          <Link to="/notifications" className={buttonClass('primary')}>
            <Trans>Notification settings</Trans>
          </Link>
        }
      >
        <p>{i18n._(SOCIAL_WORDS.badUnsubscribeLink)}</p>
      </MessagePage>
    );

  return (
    <MessagePage
      title={t`Stop the digest mails`}
      icon={<MailX className="size-10 text-muted" aria-hidden="true" />}
      actions={
        stop.isSuccess ? (
          <Link to="/" className={buttonClass('secondary')}>
            <Trans>Go Home</Trans>
          </Link>
        ) : (
          <Button disabled={stop.isPending} onClick={() => stop.mutate(token)}>
            {stop.isPending && <Spinner className="size-4" />}
            <Trans>Stop the digest mails</Trans>
          </Button>
        )
      }
    >
      {!done && (
        <p>
          <Trans>Press the button to get no more Inklore digest mails at this address.</Trans>
        </p>
      )}
      <div ref={result} tabIndex={-1} className="outline-none">
        {stop.isSuccess && <FormAlert tone="success">{stop.data.message}</FormAlert>}
        {stop.isError && <FormAlert>{outcome(stop.error)}</FormAlert>}
      </div>
    </MessagePage>
  );
}
