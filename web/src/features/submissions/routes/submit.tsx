import type { DuplicateCandidate, InkSubmission } from '@inklore/contract';
import type { InkProperty } from '@inklore/contract/catalogue';
import { GALLERY_LIMITS } from '@inklore/contract/members';
import { actorOf, maySubmitInk } from '@inklore/contract/policies';
import { useQueryClient } from '@tanstack/react-query';
import { Send, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { MessagePage } from '#src/components/message-page.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { TrustNote } from '#src/components/trust-note.tsx';
import { ResendVerificationButton } from '#src/components/resend-verification-button.tsx';
import { useForm } from '#src/lib/form.ts';
import { ImageDropZone, usePickedImage } from '#src/features/gallery/components/image-form.tsx';
import { InkFields } from '#src/features/inks/components/ink-fields.tsx';
import {
  EMPTY_INK_DRAFT,
  inkDraftErrors,
  submissionBody,
  type InkDraft,
} from '#src/features/inks/ink-draft.ts';
import { useHead } from '#src/lib/head.ts';
import { resizeToJpeg, type ResizeOptions } from '#src/lib/image-resize.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { isDuplicateConflict, useSubmitInk } from '../api/submission-mutations.ts';
import { duplicatesOptions } from '../api/submissions.ts';
import { useLikelyDuplicates } from '../api/use-likely-duplicates.ts';
import { DuplicateItems } from '#src/components/duplicate-items.tsx';
import { LikelyDuplicates } from '../components/duplicate-list.tsx';
import { SubmissionSummary } from '../components/submission-summary.tsx';

/** A discovery's picture: fitted in 1200 px, JPEG at quality 0.9 (as a profile image). */
export const DISCOVERY_RESIZE: ResizeOptions = {
  maxSide: GALLERY_LIMITS.profileImageSize,
  quality: GALLERY_LIMITS.profileImageQuality,
  maxBytes: GALLERY_LIMITS.profileImageMaxBytes,
};

export const SUBMIT_TEXT = {
  sent: (brand: string, name: string) => ({
    title: 'Discovery shared',
    description: `Thank you! A moderator will review ${brand} ${name} soon.`,
  }),
  invalidFile: { title: 'Invalid file', description: 'Please select an image file.' },
  processing: {
    title: 'Error processing image',
    description: 'Failed to process the image. Please try again.',
  },
  failed: 'Your discovery could not be sent. Please try again.',
} as const;

/** The optional picture, with its preview and a way to take it out again. */
function PictureField({
  picked,
  onFile,
  onClear,
  disabled,
}: {
  picked: ReturnType<typeof usePickedImage>[0];
  onFile: (file: File) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  return (
    <section
      aria-labelledby="picture-title"
      className="flex flex-col gap-4 border-t border-rule pt-6"
    >
      <div>
        <h2 id="picture-title" className="text-xl">
          A picture <span className="font-sans text-base font-normal text-muted">(optional)</span>
        </h2>
        <p className="mt-1 text-sm text-muted">
          A swab, a writing sample or the bottle: one you took yourself or may share. It becomes the
          ink's first image once the discovery is approved.
        </p>
      </div>
      <ImageDropZone
        picked={picked}
        onFile={onFile}
        disabled={disabled}
        invalid={false}
        hint="JPEG, PNG or WebP. It is resized to fit 1200 x 1200 before it is sent."
      />
      {picked && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={onClear}
          disabled={disabled}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove the picture
        </Button>
      )}
    </section>
  );
}

/** The question asked when the catalogue may hold the ink already (the server's 409). */
function ConfirmDuplicate({
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
  return (
    <Dialog
      alert
      open={candidates !== null}
      onOpenChange={(open) => !open && !busy && onCancel()}
      width="md"
      title="Is it already in the catalogue?"
      description="These inks look like yours. If yours is a different ink, send it anyway: a moderator compares them before anything is added."
      descriptionClassName="mt-2 text-[0.98rem] text-muted"
    >
      {candidates && candidates.length > 0 && (
        <div className="mt-4 rounded-xl border border-rule bg-surface px-4 py-3">
          <DuplicateItems candidates={candidates} newTab label="Inks that look like yours" />
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose alert className={buttonClass('secondary', 'sm')} disabled={busy}>
          Go back and check
        </DialogClose>
        <Button size="sm" onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
          Send anyway
        </Button>
      </div>
    </Dialog>
  );
}

function SubmitForm({ onSent }: { onSent: (s: InkSubmission) => void }) {
  const qc = useQueryClient();
  const submit = useSubmitInk();
  const form = useForm<keyof InkDraft>(EMPTY_INK_DRAFT, inkDraftErrors);
  const [properties, setProperties] = useState<InkProperty[]>([]);
  const [aliases, setAliases] = useState<string[]>([]);
  const [picked, pick, clearPicked] = usePickedImage();
  const resized = useRef<{ file: File; url: string } | null>(null);
  const [confirming, setConfirming] = useState<DuplicateCandidate[] | null>(null);
  const duplicates = useLikelyDuplicates(form.values.brand, form.values.name);

  const image = async (): Promise<string | null> => {
    if (!picked) return null;
    if (resized.current?.file === picked.file) return resized.current.url;
    const url = await resizeToJpeg(picked.file, DISCOVERY_RESIZE);
    resized.current = { file: picked.file, url };
    return url;
  };

  const send = (confirmDuplicate: boolean) =>
    form.submit(async (v) => {
      let imageUrl: string | null;
      try {
        imageUrl = await image();
      } catch {
        toast({ ...SUBMIT_TEXT.processing, variant: 'error' });
        return;
      }
      try {
        const sent = await submit.mutateAsync(
          submissionBody(v, properties, imageUrl, confirmDuplicate, aliases),
        );
        setConfirming(null);
        toast({ ...SUBMIT_TEXT.sent(sent.brand, sent.name), variant: 'success' });
        onSent(sent);
      } catch (err) {
        if (!isDuplicateConflict(err)) {
          setConfirming(null);
          throw err;
        }
        // the live list may be a keystroke behind: ask for the candidates of what was sent
        const found = await qc
          .query(duplicatesOptions(v.brand.trim(), v.name.trim()))
          .catch(() => duplicates.candidates);
        setConfirming(found);
      }
    }, SUBMIT_TEXT.failed);

  return (
    <>
      <form
        noValidate
        className="flex flex-col gap-8 rounded-2xl border border-rule bg-surface p-5 sm:p-7"
        onSubmit={(e) => {
          e.preventDefault();
          void send(false);
        }}
      >
        <InkFields
          form={form}
          properties={properties}
          onProperties={setProperties}
          otherNames={{
            names: aliases,
            onChange: setAliases,
            label: 'Other names or spellings',
            hint: 'The name in its own script, a translation, how shops spell it: search will find the ink by each. Enter adds one.',
          }}
          disabled={form.busy}
          autoFamily
          afterNames={<LikelyDuplicates state={duplicates} />}
        />
        <PictureField
          picked={picked}
          onFile={(file) => {
            if (!file.type.startsWith('image/')) {
              toast({ ...SUBMIT_TEXT.invalidFile, variant: 'error' });
              return;
            }
            pick(file);
          }}
          onClear={clearPicked}
          disabled={form.busy}
        />
        <div className="flex flex-col gap-4 border-t border-rule pt-6">
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button type="submit" disabled={form.busy}>
              {form.busy ? (
                <Spinner className="size-4" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              {form.busy ? 'Sending...' : 'Share Discovery'}
            </Button>
            <p className="text-sm text-muted">
              A moderator reviews it before it joins the catalogue.
            </p>
          </div>
        </div>
      </form>
      <ConfirmDuplicate
        candidates={confirming}
        busy={form.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void send(true)}
      />
    </>
  );
}

function HowItWorks() {
  return (
    <aside
      aria-labelledby="how-title"
      className="rounded-2xl border border-rule bg-surface p-5 text-[0.95rem] sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="how-title" className="text-xl">
        How it works
      </h2>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 marker:text-muted">
        <li>Tell us the brand and the name; we check the catalogue while you type.</li>
        <li>Give its colour as it looks on paper, and what makes it special.</li>
        <li>
          A moderator reviews it. Once approved it joins the catalogue, credited to you, and you can
          follow it on{' '}
          <Link to="/profile#my-submissions" className="link">
            your profile
          </Link>
          .
        </li>
      </ol>
    </aside>
  );
}

/**
 * /submit, "Share a discovery" (spec §2; decisions.md "Submissions and moderation"): a new ink
 * for the catalogue, checked for likely duplicates while the member types, pending until a
 * moderator reviews it. Members with a verified email only; the server asks the same.
 */
export default function SubmitPage() {
  useHead(
    'Share a Discovery',
    'Add an ink to the Inklore catalogue: its brand, name, colour and character, reviewed by the community’s moderators.',
  );
  const { data: user, isPending, isError } = useCurrentUser();
  const [sent, setSent] = useState<InkSubmission | null>(null);
  const [round, setRound] = useState(0);

  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <MessagePage
        title="Share a Discovery"
        actions={
          <>
            <Link
              to={`/login?next=${encodeURIComponent('/submit')}`}
              className={buttonClass('primary')}
            >
              Sign In
            </Link>
            <Link to="/signup" className={buttonClass('secondary')}>
              Join Community
            </Link>
          </>
        }
      >
        <p>
          {isError
            ? 'Your account could not be checked. Check your connection and try again.'
            : 'Sign in to share a discovery: an ink the catalogue does not have yet.'}
        </p>
      </MessagePage>
    );
  }
  if (!maySubmitInk(actorOf(user)) && user.emailVerified) {
    // limited or suspended (trust levels): why, and the way to the appeal
    return (
      <MessagePage title="Share a Discovery">
        <TrustNote user={user} action="shareDiscoveries" />
      </MessagePage>
    );
  }
  if (!maySubmitInk(actorOf(user))) {
    return (
      <MessagePage
        title="Share a Discovery"
        actions={<ResendVerificationButton email={user.email} />}
      >
        <p>
          Please verify your email address to share a discovery. We sent a link to{' '}
          <strong className="break-all text-ink">{user.email}</strong>.
        </p>
      </MessagePage>
    );
  }

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Share a Discovery' }]} />
      <header className="mt-6 max-w-2xl">
        <h1 className="text-[2.2rem] leading-tight sm:text-[2.6rem]">Share a Discovery</h1>
        <p className="mt-2 text-muted">
          Found an ink the catalogue lacks? Tell the community about it. Every discovery is reviewed
          by a moderator before it joins the catalogue, credited to you.
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
          <SubmitForm key={round} onSent={setSent} />
        )}
        <HowItWorks />
      </div>
    </div>
  );
}
