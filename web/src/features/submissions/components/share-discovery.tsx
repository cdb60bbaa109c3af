import type { DuplicateCandidate, InkSubmission } from '@inklore/contract';
import { actorOf, maySubmitInk } from '@inklore/contract/shared/policies.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send, Trash2 } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { DuplicateItems } from '#src/components/duplicate-items.tsx';
import { MessagePage } from '#src/components/message-page.tsx';
import { ResendVerificationButton } from '#src/components/resend-verification-button.tsx';
import { TrustNote } from '#src/components/trust-note.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link } from '#src/lib/router.tsx';
import { SubmissionSummary } from './submission-summary.tsx';

/** The optional picture, with its preview (in the drop zone) and a way to take it out again. */
export function PictureField({
  picked,
  onClear,
  disabled,
  children,
}: {
  picked: boolean;
  onClear: () => void;
  disabled: boolean;
  /** The drop zone (the gallery's, which the page gives). */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="picture-title"
      className="flex flex-col gap-4 border-t border-rule pt-6"
    >
      <div>
        <h2 id="picture-title" className="text-xl">
          <Trans>
            A picture <span className="font-sans text-base font-normal text-muted">(optional)</span>
          </Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            A swab, a writing sample or the bottle: one you took yourself or may share. It becomes
            the ink's first image once the discovery is approved.
          </Trans>
        </p>
      </div>
      {children}
      {picked && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={onClear}
          disabled={disabled}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <Trans>Remove the picture</Trans>
        </Button>
      )}
    </section>
  );
}

/** The question asked when the catalogue may hold the ink already (the server's 409). */
export function ConfirmDuplicate({
  candidates,
  busy,
  onCancel,
  onConfirm,
}: {
  candidates: DuplicateCandidate[] | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      alert
      open={candidates !== null}
      onOpenChange={(open) => !open && !busy && onCancel()}
      width="md"
      title={t`Is it already in the catalogue?`}
      description={t`These inks look like yours. If yours is a different ink, send it anyway: a moderator compares them before anything is added.`}
      descriptionClassName="mt-2 text-[0.98rem] text-muted"
    >
      {candidates && candidates.length > 0 && (
        <div className="mt-4 rounded-xl border border-rule bg-surface px-4 py-3">
          <DuplicateItems candidates={candidates} newTab label={t`Inks that look like yours`} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose alert className={buttonClass('secondary', 'sm')} disabled={busy}>
          <Trans>Go back and check</Trans>
        </DialogClose>
        <Button size="sm" onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
          <Trans>Send anyway</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

function HowItWorks() {
  return (
    <aside
      aria-labelledby="how-title"
      className="rounded-2xl border border-rule bg-surface p-5 text-[0.95rem] sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="how-title" className="text-xl">
        <Trans>How it works</Trans>
      </h2>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 marker:text-muted">
        <li>
          <Trans>Tell us the brand and the name; we check the catalogue while you type.</Trans>
        </li>
        <li>
          <Trans>Give its colour as it looks on paper, and what makes it special.</Trans>
        </li>
        <li>
          <Trans>
            A moderator reviews it. Once approved it joins the catalogue, credited to you, and you
            can follow it on{' '}
            <Link to="/profile#my-submissions" className="link">
              your profile
            </Link>
            .
          </Trans>
        </li>
      </ol>
    </aside>
  );
}

/**
 * /submit, "Share a discovery" (spec §2; decisions.md "Submissions and moderation"): a new ink
 * for the catalogue, checked for likely duplicates while the member types, pending until a
 * moderator reviews it. Members with a verified email only; the server asks the same. The
 * form itself puts the inks feature's fields beside the gallery's drop zone: the page gives it.
 */
export function ShareDiscovery({
  form,
}: {
  /** The form, which calls `onSent` with the submission once it is sent (the page gives it). */
  form: (onSent: (sent: InkSubmission) => void) => ReactNode;
}) {
  const { t } = useLingui();
  useHead(
    t`Share a Discovery`,
    t`Add an ink to the Inklore catalogue: its brand, name, colour and character, reviewed by the community’s moderators.`,
  );
  const pageTitle = t`Share a Discovery`;
  const { data: user, isPending, isError } = useCurrentUser();
  const [sent, setSent] = useState<InkSubmission | null>(null);
  const [round, setRound] = useState(0);

  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <MessagePage
        title={pageTitle}
        actions={
          <>
            <Link
              to={`/login?next=${encodeURIComponent('/submit')}`}
              className={buttonClass('primary')}
            >
              <Trans>Sign In</Trans>
            </Link>
            <Link to="/signup" className={buttonClass('secondary')}>
              <Trans>Join Community</Trans>
            </Link>
          </>
        }
      >
        <p>
          {isError ? (
            <Trans>Your account could not be checked. Check your connection and try again.</Trans>
          ) : (
            <Trans>Sign in to share a discovery: an ink the catalogue does not have yet.</Trans>
          )}
        </p>
      </MessagePage>
    );
  }
  if (!maySubmitInk(actorOf(user)) && user.emailVerified) {
    // limited or suspended (trust levels): why, and the way to the appeal
    return (
      <MessagePage title={pageTitle}>
        <TrustNote user={user} action="shareDiscoveries" />
      </MessagePage>
    );
  }
  if (!maySubmitInk(actorOf(user))) {
    const email = user.email;
    return (
      <MessagePage title={pageTitle} actions={<ResendVerificationButton email={user.email} />}>
        <p>
          <Trans>
            Please verify your email address to share a discovery. We sent a link to{' '}
            <strong className="break-all text-ink">{email}</strong>.
          </Trans>
        </p>
      </MessagePage>
    );
  }

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: pageTitle }]} />
      <header className="mt-6 max-w-2xl">
        <h1 className="text-[2.2rem] leading-tight sm:text-[2.6rem]">
          <Trans>Share a Discovery</Trans>
        </h1>
        <p className="mt-2 text-muted">
          <Trans>
            Found an ink the catalogue lacks? Tell the community about it. Every discovery is
            reviewed by a moderator before it joins the catalogue, credited to you.
          </Trans>
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {sent ? (
          <SubmissionSummary
            submission={sent}
            onAnother={() => {
              setSent(null);
              setRound((r) => r + 1);
            }}
          />
        ) : (
          // a new form for each discovery
          <Fragment key={round}>{form(setSent)}</Fragment>
        )}
        <HowItWorks />
      </div>
    </div>
  );
}
