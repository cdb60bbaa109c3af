import type { Ink } from '@inklore/contract';
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
import { describeFailure } from '#src/lib/failure.ts';
import { resizeToJpeg } from '#src/lib/image-resize.ts';
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
  UPLOAD_FAILURE,
  type Notice,
  type UploadDraft,
} from '../image-rules.ts';
import {
  CertificationChecks,
  CountedField,
  ImageDropZone,
  ProblemNote,
  UploadProgress,
  usePickedImage,
  type SendStage,
} from './image-form.tsx';
import { PhotoColorSuggestion } from './photo-color.tsx';

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
  const upload = useUploadCommunityImage(ink.id, onCountChanged);
  const [picked, pick, clearPicked] = usePickedImage();
  const [draft, setDraft] = useState<UploadDraft>(EMPTY_DRAFT);
  const [confirming, setConfirming] = useState(false);
  const [certs, setCerts] = useState(NO_CERTIFICATIONS);
  const [certProblem, setCertProblem] = useState<Notice | null>(null);
  const [stage, setStage] = useState<SendStage>('idle');
  const [fraction, setFraction] = useState(0);
  const [problem, setProblem] = useState<Notice | null>(null);
  const [missing, setMissing] = useState(false);
  const busy = stage !== 'idle';
  const categoryId = useId();
  const captionId = useId();
  const set = (patch: Partial<UploadDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const tell = (notice: Notice) => {
    setProblem(notice);
    toast({ ...notice, variant: 'error' });
  };

  const choose = (file: File) => {
    const bad = checkCommunityFile(file);
    if (bad) {
      tell(bad);
      return;
    }
    setProblem(null);
    setMissing(false);
    pick(file);
  };

  const reset = () => {
    clearPicked();
    setDraft(EMPTY_DRAFT);
    setCerts(NO_CERTIFICATIONS);
    setCertProblem(null);
    setProblem(null);
    setMissing(false);
    setFraction(0);
    setStage('idle');
  };

  const pressUpload = () => {
    if (busy) return;
    if (!picked) {
      setMissing(true);
      tell(COMMUNITY_TEXT.noImage);
      return;
    }
    if (draftProblems(draft)) return;
    setProblem(null);
    setCerts(NO_CERTIFICATIONS);
    setCertProblem(null);
    setConfirming(true);
  };

  const send = async () => {
    if (!picked || busy) return;
    if (!certified(certs)) {
      setCertProblem(COMMUNITY_TEXT.certifications);
      toast({ ...COMMUNITY_TEXT.certifications, variant: 'error' });
      return;
    }
    setConfirming(false);
    setStage('processing');
    let imageUrl: string;
    try {
      imageUrl = await resizeToJpeg(picked.file, COMMUNITY_RESIZE);
    } catch {
      setStage('idle');
      tell(COMMUNITY_TEXT.processing);
      return;
    }
    setFraction(0);
    setStage('uploading');
    upload.mutate(
      {
        body: communityImageBody(draft, imageUrl, mayMarkOfficial),
        onProgress: (f) => {
          setFraction(f);
          if (f >= 1) setStage('saving');
        },
      },
      {
        onSuccess: () => {
          reset();
          onClose(true);
        },
        onError: (err) => {
          setStage('idle');
          const failure = describeFailure(err, UPLOAD_FAILURE);
          if (failure.signedOut) onClose(false);
          else setProblem({ title: failure.title, description: failure.description });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose(false)}
      width="md"
      title="Share an image"
      closeButton
      busy={busy}
      description={`A swatch, a writing sample or an illustration in ${ink.brand} ${ink.name}. One image per member per ink.`}
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
          onFile={choose}
          disabled={busy}
          invalid={missing}
          hint="JPEG, PNG or WebP. It is resized to 800 px before it is sent."
        />

        {picked && draft.category === 'Swatch' && (
          <PhotoColorSuggestion file={picked.file} ink={ink} />
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={categoryId} className="text-sm font-medium">
              Category
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
                  {c}
                </option>
              ))}
            </select>
          </div>
          <CountedField
            label="Paper type"
            value={draft.paperType}
            max={GALLERY_LIMITS.paperTypeMaxLength}
            onChange={(paperType) => set({ paperType })}
            disabled={busy}
            placeholder="Tomoe River 52 gsm"
          />
        </div>
        <CountedField
          label="Pen/nib"
          value={draft.penNib}
          max={GALLERY_LIMITS.penNibMaxLength}
          onChange={(penNib) => set({ penNib })}
          disabled={busy}
          placeholder="Pilot Custom 74, medium"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={captionId} className="text-sm font-medium">
            Caption <span className="font-normal text-muted">(optional)</span>
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
            <span className="sr-only">Characters used: </span>
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
              Mark as official image
              <span className="block text-sm text-muted">
                Shown first, as the community's reference for this ink.
              </span>
            </span>
          </label>
        )}

        <UploadProgress stage={stage} fraction={fraction} />
        <ProblemNote problem={problem} />

        <div className="flex flex-wrap justify-end gap-2">
          <DialogCloseSlot>
            <Button variant="secondary" size="sm" disabled={busy}>
              Cancel
            </Button>
          </DialogCloseSlot>
          <Button type="submit" size="sm" aria-disabled={busy || undefined}>
            {busy ? (
              <Spinner className="size-4" />
            ) : (
              <Upload className="size-4" aria-hidden="true" />
            )}
            {busy ? 'Uploading...' : 'Upload'}
          </Button>
        </div>
      </form>

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setCertProblem(null);
        }}
        width="md"
        title="Before you upload"
        description="Your image will be visible to everyone. Please confirm both:"
        descriptionClassName="mt-2 text-sm text-muted"
        closeButton
      >
        <form
          className="mt-4 flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <CertificationChecks
            value={certs}
            onChange={(c) => {
              setCerts(c);
              if (certified(c)) setCertProblem(null);
            }}
            disabled={false}
            invalid={certProblem !== null}
          />
          <ProblemNote problem={certProblem} />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogCloseSlot>
              <Button variant="secondary" size="sm">
                Back
              </Button>
            </DialogCloseSlot>
            <Button type="submit" size="sm">
              <Upload className="size-4" aria-hidden="true" />
              Confirm and upload
            </Button>
          </div>
        </form>
      </Dialog>
    </Dialog>
  );
}
