import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { cn } from '#src/lib/cn.ts';
import { counter, progressText, type Certifications, type Notice } from '../image-rules.ts';

/*
 * The parts both image dialogs share (a community image, a profile image submission): the
 * picked file with its preview, the drop zone, text fields with counters, the two
 * certifications, the progress bar and the inline problem.
 */

export type Picked = { file: File; url: string };

/** The chosen file and a preview address for it, released when replaced or unmounted. */
export function usePickedImage(): [Picked | null, (file: File) => void, () => void] {
  const [picked, setPicked] = useState<Picked | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  const release = () => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = null;
  };
  const pick = (file: File) => {
    release();
    const url = URL.createObjectURL(file);
    current.current = url;
    setPicked({ file, url });
  };
  const clear = () => {
    release();
    setPicked(null);
  };
  return [picked, pick, clear];
}

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Choose a file or drop one (spec §4): the file input stays the real control (keyboard,
 * screen readers, the phone's photo picker); the zone around it also takes a dropped file.
 */
export function ImageDropZone({
  picked,
  onFile,
  disabled,
  hint,
  invalid,
}: {
  picked: Picked | null;
  onFile: (file: File) => void;
  disabled: boolean;
  hint: string;
  invalid: boolean;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const { t } = useLingui();
  return (
    <div
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      data-dragging={over || undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-4 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
        over ? 'border-primary bg-primary/10' : invalid ? 'border-oxblood/40' : 'border-rule',
      )}
    >
      {picked && (
        <img
          src={picked.url}
          alt={t`Preview of the chosen image`}
          className="swab-ground max-h-48 w-auto max-w-full rounded-lg object-contain"
        />
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          'flex flex-col items-center gap-1',
          disabled ? 'opacity-80' : 'cursor-pointer',
        )}
      >
        {!picked && <ImageUp className="size-7 text-muted" aria-hidden="true" />}
        <span className="font-medium text-primary">
          {picked ? <Trans>Choose another image</Trans> : <Trans>Choose an image</Trans>}
        </span>
        <span className="text-sm text-muted">
          <Trans>or drop it here</Trans>
        </span>
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {picked ? (
          <>
            <span className="font-mono break-all">{picked.file.name}</span> ·{' '}
            {fileSize(picked.file.size)}.{' '}
          </>
        ) : null}
        {hint}
      </p>
    </div>
  );
}

/** A one-line text field with its 'n/30' counter. */
export function CountedField({
  label,
  value,
  max,
  onChange,
  disabled,
  placeholder,
  optional = true,
}: {
  label: string;
  value: string;
  max: number;
  onChange: (v: string) => void;
  disabled: boolean;
  placeholder?: string;
  optional?: boolean;
}) {
  const id = useId();
  const over = value.trim().length > max;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {optional ? (
          <Trans>
            {label} <span className="font-normal text-muted">(optional)</span>
          </Trans>
        ) : (
          label
        )}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={max}
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      <p
        id={`${id}-count`}
        className={cn('text-right font-mono text-xs', over ? 'text-oxblood' : 'text-muted')}
      >
        <span className="sr-only">
          <Trans>Characters used:</Trans>{' '}
        </span>
        {counter(value, max)}
      </p>
    </div>
  );
}

/** The two certifications a member gives before an image is sent (spec §5). */
export function CertificationChecks({
  value,
  onChange,
  disabled,
  invalid,
}: {
  value: Certifications;
  onChange: (c: Certifications) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  const box = (checked: boolean, key: keyof Certifications, children: ReactNode) => (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-[0.95rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
        checked
          ? 'border-primary bg-primary/10'
          : invalid
            ? 'border-oxblood/40'
            : 'border-rule hover:border-primary',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={(invalid && !checked) || undefined}
        onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
        className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
      />
      <span>{children}</span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">
        <Trans>I confirm that</Trans>
      </legend>
      {box(
        value.ownership,
        'ownership',
        <Trans>This is my own image, or I have permission to share it.</Trans>,
      )}
      {box(
        value.appropriate,
        'appropriate',
        <Trans>It shows this ink and is appropriate for the community.</Trans>,
      )}
    </fieldset>
  );
}

export type SendStage = 'idle' | 'processing' | 'uploading' | 'saving';

/**
 * The upload's real progress (XMLHttpRequest's upload events): a progress bar while it runs,
 * and a polite live region, always present, that says the stage in quarter steps.
 */
export function UploadProgress({ stage, fraction }: { stage: SendStage; fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const measured = stage === 'uploading' || stage === 'saving';
  const { t } = useLingui();
  return (
    <div className={cn('flex flex-col gap-1.5', stage === 'idle' && 'sr-only')}>
      {stage !== 'idle' && (
        <div
          role="progressbar"
          aria-label={t`Upload progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={measured ? percent : undefined}
          aria-valuetext={measured ? `${percent}%` : t`Preparing the image`}
          className="h-1.5 overflow-hidden rounded-full bg-sunken"
        >
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: measured ? `${percent}%` : '0%' }}
          />
        </div>
      )}
      <p aria-live="polite" className="text-sm text-muted">
        {stage === 'idle' ? '' : progressText(stage, fraction)}
      </p>
    </div>
  );
}

/** Said in the dialog as well as in a toast: a modal dialog hides the toasts from screen readers. */
export function ProblemNote({ problem }: { problem: Notice | null }) {
  return (
    <div role="alert" className={problem ? '' : 'sr-only'}>
      {problem && (
        <div className="rounded-xl border border-oxblood/40 bg-oxblood/5 px-4 py-3">
          <p className="font-medium text-oxblood">{problem.title}</p>
          <p className="text-sm">{problem.description}</p>
        </div>
      )}
    </div>
  );
}
