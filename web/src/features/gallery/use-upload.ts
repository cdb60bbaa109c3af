import { useState } from 'react';
import { describeFailure, type FailureWords } from '#src/lib/failure.ts';
import { resizeToJpeg, type ResizeOptions } from '#src/lib/image-resize.ts';
import { toast } from '#src/lib/toast.ts';
import { usePickedImage, type SendStage } from './components/image-form.tsx';
import type { Notice } from './image-rules.ts';

/** A mutation that posts a body with the upload's progress (gallery-mutations.ts). */
type Sender<B> = {
  mutate(
    variables: { body: B; onProgress?: (fraction: number) => void },
    callbacks: { onSuccess: () => void; onError: (err: unknown) => void },
  ): void;
};

/**
 * What both image dialogs share (spec §5, §8, §9): the chosen file and its checks, the
 * preview, the missing-image mark, shrinking it in the browser, sending it with progress and
 * the failure text. Each dialog keeps only its own fields.
 */
export function useUpload<B>(options: {
  checkFile: (file: File) => Notice | null;
  resize: ResizeOptions;
  /** `missing`: no file was chosen; `processing`: the file could not be shrunk. */
  text: { missing: Notice; processing: Notice };
  failure: FailureWords;
  sender: Sender<B>;
  onClose: (done: boolean) => void;
}) {
  const [picked, pick, clearPicked] = usePickedImage();
  const [stage, setStage] = useState<SendStage>('idle');
  const [fraction, setFraction] = useState(0);
  const [problem, setProblem] = useState<Notice | null>(null);
  const [missing, setMissing] = useState(false);
  const busy = stage !== 'idle';

  const tell = (notice: Notice) => {
    setProblem(notice);
    toast({ ...notice, variant: 'error' });
  };

  const reset = () => {
    clearPicked();
    setProblem(null);
    setMissing(false);
    setFraction(0);
    setStage('idle');
  };

  return {
    picked,
    stage,
    fraction,
    problem,
    missing,
    busy,
    tell,
    setProblem,
    setMissing,
    reset,
    choose: (file: File) => {
      const bad = options.checkFile(file);
      if (bad) {
        tell(bad);
        return;
      }
      setProblem(null);
      setMissing(false);
      pick(file);
    },
    /** True when a file was chosen; otherwise marks the drop zone and says so. */
    hasImage: (): boolean => {
      if (picked) return true;
      setMissing(true);
      tell(options.text.missing);
      return false;
    },
    /**
     * Shrinks the file and sends the body made from it; on success `onSent` clears the
     * dialog's own fields, then the file goes and the dialog closes.
     */
    send: async (body: (imageUrl: string) => B, onSent: () => void) => {
      if (!picked) return;
      setStage('processing');
      let imageUrl: string;
      try {
        imageUrl = await resizeToJpeg(picked.file, options.resize);
      } catch {
        setStage('idle');
        tell(options.text.processing);
        return;
      }
      setFraction(0);
      setStage('uploading');
      options.sender.mutate(
        {
          body: body(imageUrl),
          onProgress: (f) => {
            setFraction(f);
            if (f >= 1) setStage('saving');
          },
        },
        {
          onSuccess: () => {
            onSent();
            reset();
            options.onClose(true);
          },
          onError: (err) => {
            setStage('idle');
            const failure = describeFailure(err, options.failure);
            if (failure.signedOut) options.onClose(false);
            else setProblem({ title: failure.title, description: failure.description });
          },
        },
      );
    },
  };
}
