import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { GALLERY_LIMITS, IMAGE_CATEGORIES } from '@inklore/contract/shared/members.rules';
import { actorOf, mayMarkImageOfficial } from '@inklore/contract/shared/policies.rules';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog, DialogCloseSlot } from '#src/components/ui/dialog.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { cn } from '#src/lib/cn.ts';
import { toast } from '#src/lib/toast.ts';
import { useUploadCommunityImage, type CountChanged } from '../api/gallery-mutations.ts';
import {
  certified,
  checkCommunityFile,
  COMMUNITY_RESIZE,
  COMMUNITY_TEXT,
  communityImageBody,
  draftProblems,
  EMPTY_DRAFT,
  NO_CERTIFICATIONS,
  uploadFailure,
  type Certifications,
  type Notice,
  type UploadDraft,
} from '../image-rules.ts';
import {
  CertificationChecks,
  CountedField,
  ImageDropZone,
  ProblemNote,
  UploadProgress,
} from './image-form.tsx';
import { PhotoColorSuggestion } from './photo-color.tsx';
import { useUpload } from '../use-upload.ts';
import { imageCategoryWord } from '../image-words.ts';

/** Category, paper, pen, caption and (for staff) the official mark of an upload. */
function DraftFields({
  draft,
  set,
  busy,
  mayMarkOfficial,
}: {
  draft: UploadDraft;
  set: (patch: Partial<UploadDraft>) => void;
  busy: boolean;
  mayMarkOfficial: boolean;
}) {
  const categoryId = useId();
  const captionId = useId();
  const { t } = useLingui();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={categoryId} className="text-sm font-medium">
            <Trans>Category</Trans>
          </label>
          <select
            id={categoryId}
            value={draft.category}
            disabled={busy}
            onChange={(e) => {
              const category = IMAGE_CATEGORIES.find((c) => c === e.target.value);
              if (category) set({ category });
            }}
            className={cn(inputClass, 'cursor-pointer')}
          >
            {IMAGE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {imageCategoryWord(c)}
              </option>
            ))}
          </select>
        </div>
        <CountedField
          label={t`Paper type`}
          value={draft.paperType}
          max={GALLERY_LIMITS.paperTypeMaxLength}
          onChange={(paperType) => set({ paperType })}
          disabled={busy}
          // eslint-disable-next-line no-restricted-syntax -- a paper's name, the same in every language
          placeholder="Tomoe River 52 gsm"
        />
      </div>
      {draft.category === 'Swatch' && (
        <div className="rounded-xl border border-rule bg-sunken/50 p-3 text-sm">
          <p>
            <Trans>
              For a measured swatch, print the{' '}
              <a href="/api/swatch-card.pdf" className="link" target="_blank" rel="noopener">
                Inklore swatch card
              </a>{' '}
              at 100%, paint the ink in its middle and photograph the whole card, filling most of
              the picture: its white and greys correct the phone's colour, and the ink's range is
              read from it.
            </Trans>
          </p>
          <label className="mt-2 flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={draft.sheen}
              disabled={busy}
              onChange={(e) => set({ sheen: e.target.checked })}
              className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
            />
            <span>
              <Trans>This swatch shows sheen</Trans>
              <span className="block text-muted">
                <Trans>Its second colour is then looked for and shown on the ink's range.</Trans>
              </span>
            </span>
          </label>
        </div>
      )}
      <CountedField
        label={t`Pen/nib`}
        value={draft.penNib}
        max={GALLERY_LIMITS.penNibMaxLength}
        onChange={(penNib) => set({ penNib })}
        disabled={busy}
        placeholder={t`Pilot Custom 74, medium`}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={captionId} className="text-sm font-medium">
          <Trans>
            Caption <span className="font-normal text-muted">(optional)</span>
          </Trans>
        </label>
        <textarea
          id={captionId}
          rows={2}
          value={draft.caption}
          maxLength={GALLERY_LIMITS.captionMaxLength}
          disabled={busy}
          aria-describedby={`${captionId}-count`}
          onChange={(e) => set({ caption: e.target.value })}
          className={cn(inputClass, 'h-auto min-h-[80px] resize-y py-2.5 leading-relaxed')}
        />
        <p id={`${captionId}-count`} className="text-right font-mono text-xs text-muted">
          <span className="sr-only">
            <Trans>Characters used:</Trans>{' '}
          </span>
          {draft.caption.length}/{GALLERY_LIMITS.captionMaxLength}
        </p>
      </div>
      {mayMarkOfficial && (
        <label className="flex cursor-pointer items-start gap-3 text-[0.95rem]">
          <input
            type="checkbox"
            checked={draft.isOfficial}
            disabled={busy}
            onChange={(e) => set({ isOfficial: e.target.checked })}
            className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
          />
          <span>
            <Trans>Mark as official image</Trans>
            <span className="block text-sm text-muted">
              <Trans>Shown first, as the community's reference for this ink.</Trans>
            </span>
          </span>
        </label>
      )}
    </>
  );
}

/** The second step: both certifications before the image is sent. */
function ConfirmDialog({
  open,
  onOpenChange,
  certs,
  onCerts,
  problem,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  certs: Certifications;
  onCerts: (certs: Certifications) => void;
  problem: Notice | null;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width="md"
      title={t`Before you upload`}
      description={t`Your image will be visible to everyone. Please confirm both:`}
      descriptionClassName="mt-2 text-sm text-muted"
      closeButton
    >
      <form
        className="mt-4 flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <CertificationChecks
          value={certs}
          onChange={onCerts}
          disabled={false}
          invalid={problem !== null}
        />
        <ProblemNote problem={problem} />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogCloseSlot>
            <Button variant="secondary" size="sm">
              <Trans>Back</Trans>
            </Button>
          </DialogCloseSlot>
          <Button type="submit" size="sm">
            <Upload className="size-4" aria-hidden="true" />
            <Trans>Confirm and upload</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Sharing an image of an ink (spec §4, §5, §8): choose or drop a file, say what it shows,
 * press Upload, confirm the two certifications; the image is fitted in 800 px as a JPEG at
 * 0.8 in the browser and sent with a progress bar. On success the dialog resets and closes.
 */
export default function UploadDialog({
  ink,
  onCountChanged,
  onClose,
}: {
  ink: Ink;
  onCountChanged: CountChanged;
  /** `uploaded`: whether an image was shared (the Share button is then gone). */
  onClose: (uploaded: boolean) => void;
}) {
  const { data: user } = useCurrentUser();
  const mayMarkOfficial = mayMarkImageOfficial(actorOf(user));
  const { t } = useLingui();
  const upload = useUpload({
    checkFile: checkCommunityFile,
    resize: COMMUNITY_RESIZE,
    text: { missing: COMMUNITY_TEXT.noImage(), processing: COMMUNITY_TEXT.processing() },
    failure: uploadFailure(),
    sender: useUploadCommunityImage(ink.id, onCountChanged),
    onClose,
  });
  const { picked, busy } = upload;
  const [draft, setDraft] = useState<UploadDraft>(EMPTY_DRAFT);
  const [confirming, setConfirming] = useState(false);
  const [certs, setCerts] = useState(NO_CERTIFICATIONS);
  const [certProblem, setCertProblem] = useState<Notice | null>(null);
  const set = (patch: Partial<UploadDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const pressUpload = () => {
    if (busy) return;
    if (!upload.hasImage()) return;
    if (draftProblems(draft)) return;
    upload.setProblem(null);
    setCerts(NO_CERTIFICATIONS);
    setCertProblem(null);
    setConfirming(true);
  };

  const send = async () => {
    if (!picked || busy) return;
    if (!certified(certs)) {
      const problem = COMMUNITY_TEXT.certifications();
      setCertProblem(problem);
      toast({ ...problem, variant: 'error' });
      return;
    }
    setConfirming(false);
    await upload.send(
      (imageUrl) => communityImageBody(draft, imageUrl, mayMarkOfficial),
      () => {
        setDraft(EMPTY_DRAFT);
        setCerts(NO_CERTIFICATIONS);
        setCertProblem(null);
      },
    );
  };

  const inkName = `${ink.brand} ${ink.name}`;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose(false)}
      width="md"
      title={t`Share an image`}
      closeButton
      busy={busy}
      description={t`A swatch, a writing sample or an illustration in ${inkName}. One image per member per ink.`}
      descriptionClassName="mt-2 text-sm text-muted"
      content={{ onCloseAutoFocus: (e) => e.preventDefault() }}
    >
      <form
        className="mt-5 flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          pressUpload();
        }}
      >
        <ImageDropZone
          picked={picked}
          onFile={upload.choose}
          disabled={busy}
          invalid={upload.missing}
          hint={t`JPEG, PNG or WebP. It is resized to 800 px before it is sent.`}
        />

        {picked && draft.category === 'Swatch' && (
          <PhotoColorSuggestion file={picked.file} ink={ink} />
        )}

        <DraftFields draft={draft} set={set} busy={busy} mayMarkOfficial={mayMarkOfficial} />

        <UploadProgress stage={upload.stage} fraction={upload.fraction} />
        <ProblemNote problem={upload.problem} />

        <div className="flex flex-wrap justify-end gap-2">
          <DialogCloseSlot>
            <Button variant="secondary" size="sm" disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogCloseSlot>
          <Button type="submit" size="sm" aria-disabled={busy || undefined}>
            {busy ? (
              <Spinner className="size-4" />
            ) : (
              <Upload className="size-4" aria-hidden="true" />
            )}
            {busy ? <Trans>Uploading...</Trans> : <Trans>Upload</Trans>}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setCertProblem(null);
        }}
        certs={certs}
        onCerts={(c) => {
          setCerts(c);
          if (certified(c)) setCertProblem(null);
        }}
        problem={certProblem}
        onConfirm={() => void send()}
      />
    </Dialog>
  );
}
