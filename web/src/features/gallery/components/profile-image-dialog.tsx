import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { GALLERY_LIMITS } from '@inklore/contract/shared/members.rules';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog, DialogCloseSlot } from '#src/components/ui/dialog.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useSubmitProfileImage } from '../api/gallery-mutations.ts';
import {
  certified,
  checkProfileFile,
  NO_CERTIFICATIONS,
  PROFILE_RESIZE,
  PROFILE_TEXT,
  profileSubmissionBody,
  submissionFailure,
} from '../image-rules.ts';
import {
  CertificationChecks,
  CountedField,
  ImageDropZone,
  ProblemNote,
  UploadProgress,
} from './image-form.tsx';
import { useUpload } from '../use-upload.ts';

/** The 'Official Image' tick: the image comes from the ink's manufacturer. */
function OfficialCheck({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-[0.95rem]">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
      />
      <span>
        <Trans>Official Image</Trans>
        <span className="block text-sm text-muted">
          <Trans>Tick this when the image comes from the ink's manufacturer.</Trans>
        </span>
      </span>
    </label>
  );
}

function FormButtons({ busy }: { busy: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <DialogCloseSlot>
        <Button variant="secondary" size="sm" disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </DialogCloseSlot>
      <Button type="submit" size="sm" aria-disabled={busy || undefined}>
        {busy ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
        {busy ? <Trans>Submitting...</Trans> : <Trans>Submit for review</Trans>}
      </Button>
    </div>
  );
}

/**
 * Proposing a new main image for an ink (spec §4, §5, §8; decisions.md "Submissions and
 * moderation"): an image of at most 5 MB, fitted in 1200 x 1200 at 0.9, both certifications,
 * an optional caption and 'Official Image' tick. A moderator reviews it before it replaces the
 * current image.
 */
export default function ProfileImageDialog({
  ink,
  onClose,
}: {
  ink: Ink;
  onClose: (sent: boolean) => void;
}) {
  const { t } = useLingui();
  const upload = useUpload({
    checkFile: checkProfileFile,
    resize: PROFILE_RESIZE,
    text: { missing: PROFILE_TEXT.required(), processing: PROFILE_TEXT.processing() },
    failure: submissionFailure(),
    sender: useSubmitProfileImage(ink.id),
    onClose,
  });
  const { busy } = upload;
  const [caption, setCaption] = useState('');
  const [official, setOfficial] = useState(false);
  const [certs, setCerts] = useState(NO_CERTIFICATIONS);
  const [certsMissing, setCertsMissing] = useState(false);

  const send = async () => {
    if (busy) return;
    if (!upload.hasImage()) return;
    if (!certified(certs)) {
      setCertsMissing(true);
      upload.tell(PROFILE_TEXT.certifications());
      return;
    }
    upload.setProblem(null);
    upload.setMissing(false);
    setCertsMissing(false);
    await upload.send(
      (imageUrl) => profileSubmissionBody(imageUrl, caption, official),
      () => {
        setCaption('');
        setOfficial(false);
        setCerts(NO_CERTIFICATIONS);
      },
    );
  };

  const inkName = `${ink.brand} ${ink.name}`;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose(false)}
      width="md"
      title={t`Submit profile image`}
      closeButton
      busy={busy}
      description={t`Propose a new main image for ${inkName}. A moderator reviews it before it replaces the current one.`}
      descriptionClassName="mt-2 text-sm text-muted"
      content={{ onCloseAutoFocus: (e) => e.preventDefault() }}
    >
      <form
        className="mt-5 flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <ImageDropZone
          picked={upload.picked}
          onFile={upload.choose}
          disabled={busy}
          invalid={upload.missing}
          hint={t`An image of at most 5 MB. It is resized to fit 1200 x 1200 before it is sent.`}
        />
        <CountedField
          label={t`Caption`}
          value={caption}
          max={GALLERY_LIMITS.captionMaxLength}
          onChange={setCaption}
          disabled={busy}
        />
        <OfficialCheck checked={official} onChange={setOfficial} disabled={busy} />
        <CertificationChecks
          value={certs}
          onChange={(c) => {
            setCerts(c);
            if (certified(c)) setCertsMissing(false);
          }}
          disabled={busy}
          invalid={certsMissing}
        />

        <UploadProgress stage={upload.stage} fraction={upload.fraction} />
        <ProblemNote problem={upload.problem} />

        <FormButtons busy={busy} />
      </form>
    </Dialog>
  );
}
