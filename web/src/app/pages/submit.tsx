import type { DuplicateCandidate, InkSubmission } from '@inklore/contract';
import type { InkProperty } from '@inklore/contract/catalogue/catalogue.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { ImageDropZone, usePickedImage } from '#src/features/gallery/components/image-form.tsx';
import { InkFields } from '#src/features/inks/components/ink-fields.tsx';
import {
  EMPTY_INK_DRAFT,
  inkDraftErrors,
  submissionBody,
  type InkDraft,
} from '#src/features/inks/ink-draft.ts';
import {
  isDuplicateConflict,
  useSubmitInk,
} from '#src/features/submissions/api/submission-mutations.ts';
import { duplicatesOptions } from '#src/features/submissions/api/submissions.ts';
import { useLikelyDuplicates } from '#src/features/submissions/api/use-likely-duplicates.ts';
import { LikelyDuplicates } from '#src/features/submissions/components/duplicate-list.tsx';
import {
  ConfirmDuplicate,
  PictureField,
  ShareDiscovery,
} from '#src/features/submissions/components/share-discovery.tsx';
import { DISCOVERY_RESIZE, SUBMIT_TEXT } from '#src/features/submissions/submit-text.ts';
import { useForm } from '#src/lib/form.ts';
import { resizeToJpeg } from '#src/lib/image-resize.ts';
import { toast } from '#src/lib/toast.ts';

/**
 * The discovery's form: the inks feature's fields (with the likely duplicates under the name),
 * the gallery's drop zone for the picture, sent as a submission.
 */
function DiscoveryForm({ onSent }: { onSent: (s: InkSubmission) => void }) {
  const { t } = useLingui();
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
        toast({ ...SUBMIT_TEXT.processing(), variant: 'error' });
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
    }, SUBMIT_TEXT.failed());

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
            label: t`Other names or spellings`,
            hint: t`The name in its own script, a translation, how shops spell it: search will find the ink by each. Enter adds one.`,
          }}
          disabled={form.busy}
          autoFamily
          afterNames={<LikelyDuplicates state={duplicates} />}
        />
        <PictureField picked={picked !== null} onClear={clearPicked} disabled={form.busy}>
          <ImageDropZone
            picked={picked}
            onFile={(file) => {
              if (!file.type.startsWith('image/')) {
                toast({ ...SUBMIT_TEXT.invalidFile(), variant: 'error' });
                return;
              }
              pick(file);
            }}
            disabled={form.busy}
            invalid={false}
            hint={t`JPEG, PNG or WebP. It is resized to fit 1200 x 1200 before it is sent.`}
          />
        </PictureField>
        <div className="flex flex-col gap-4 border-t border-rule pt-6">
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button type="submit" disabled={form.busy}>
              {form.busy ? (
                <Spinner className="size-4" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              {form.busy ? <Trans>Sending...</Trans> : <Trans>Share Discovery</Trans>}
            </Button>
            <p className="text-sm text-muted">
              <Trans>A moderator reviews it before it joins the catalogue.</Trans>
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

/** /submit, "Share a discovery" (spec §2): the submissions feature's page with its form. */
export default function SubmitPage() {
  return <ShareDiscovery form={(onSent) => <DiscoveryForm onSent={onSent} />} />;
}
