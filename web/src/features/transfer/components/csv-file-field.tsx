import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { fileProblem } from '../file-problem.ts';

/**
 * A CSV file chosen, checked in the browser (empty, too large), read as text and handed to
 * `send` (the import's preview); what went wrong is kept to show under the field. Both imports
 * (inks, and pens) read their files through this.
 */
export function useCsvFile(
  send: (text: string, failed: (err: unknown) => void) => void,
  reset: () => void,
) {
  const { t } = useLingui();
  const readFailed = t`The file could not be read. Please try again.`;
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // a new field (no file chosen) each time the import starts again
  const [generation, setGeneration] = useState(0);
  const restart = () => {
    reset();
    setProblem(null);
    setGeneration((g) => g + 1);
  };
  const read = async (file: File | undefined) => {
    reset();
    setProblem(null);
    if (!file) return;
    const local = fileProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setReading(true);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem(readFailed);
      return;
    } finally {
      setReading(false);
    }
    send(text, (err) => setProblem(messageOf(err, readFailed)));
  };
  return { generation, problem, reading, read, restart };
}

/** The file field, the progress while it is read and matched, and what went wrong. */
export function CsvFileField({
  file,
  label,
  matching,
  matchingText,
}: {
  file: ReturnType<typeof useCsvFile>;
  label: string;
  /** The preview is on its way. */
  matching: boolean;
  matchingText: string;
}) {
  const fileId = useId();
  const working = file.reading || matching;
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium">
          {label}
        </label>
        <input
          key={file.generation}
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          disabled={working}
          aria-describedby={file.problem ? `${fileId}-problem` : undefined}
          onChange={(e) => void file.read(e.target.files?.[0])}
          className="block w-full text-sm file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-rule file:bg-surface file:px-3.5 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:border-primary"
        />
      </div>
      {working && (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4 text-primary" />
          {file.reading ? <Trans>Reading the file...</Trans> : matchingText}
        </p>
      )}
      {file.problem && (
        <div id={`${fileId}-problem`}>
          <FormAlert>{file.problem}</FormAlert>
        </div>
      )}
    </>
  );
}
