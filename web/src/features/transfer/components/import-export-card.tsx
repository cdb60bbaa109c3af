import type { ImportResult } from '@inklore/contract';
import { Download, FileUp } from 'lucide-react';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { mayDo, TrustNote } from '#src/components/trust-note.tsx';
import { Card } from '#src/components/card.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { formatNumber, plural } from '#src/lib/format.ts';
import { useConfirmImport, usePreviewImport } from '../api/transfer-mutations.ts';
import { keepBodyOf, useKeepUnmatched } from '../api/unmatched.ts';
import { rowsBy } from '../import-review.ts';
import { CsvFileField, useCsvFile } from './csv-file-field.tsx';
import { ImportReviewScreen } from './import-review-screen.tsx';
import { PensImporter } from './pens-importer.tsx';
import { RowsWaiting } from './unmatched-rows.tsx';

function Done({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <FormAlert tone="success">
        <p className="font-medium">Import finished.</p>
        <p className="mt-1">
          {formatNumber(result.created)} new {plural(result.created, 'entry', 'entries')} in your
          ink-ventory, {formatNumber(result.updated)} updated.
          {result.collectionsCreated + result.addedToCollections > 0 &&
            ` ${formatNumber(result.collectionsCreated)} ${plural(result.collectionsCreated, 'collection', 'collections')} made from your tags; ${formatNumber(result.addedToCollections)} ${plural(result.addedToCollections, 'ink', 'inks')} added to collections.`}
        </p>
      </FormAlert>
      <div className="flex flex-wrap gap-2">
        <a href="#my-ink-ventory" className={buttonClass('secondary', 'sm')}>
          See your ink-ventory
        </a>
        <Button variant="quiet" size="sm" onClick={onAgain}>
          Import another file
        </Button>
      </div>
    </div>
  );
}

function Importer() {
  const { data: user } = useCurrentUser();
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const keep = useKeepUnmatched();
  const file = useCsvFile(
    (text, failed) => preview.mutate(text, { onError: failed }),
    () => {
      preview.reset();
      confirm.reset();
      keep.reset();
    },
  );
  const restart = file.restart;

  if (!mayDo(user, 'importLists')) return <TrustNote user={user} action="importLists" />;
  if (confirm.isSuccess) return <Done result={confirm.data} onAgain={restart} />;

  if (preview.isSuccess) {
    const unmatched = rowsBy(preview.data, 'unmatched');
    const keepUnmatched = () => {
      if (unmatched.length > 0 && !keep.isSuccess && !keep.isPending) {
        keep.mutate(keepBodyOf(unmatched));
      }
    };
    return (
      <div className="flex flex-col gap-3">
        {confirm.isError && (
          <FormAlert>
            {messageOf(confirm.error, 'The import could not be finished. Nothing was changed.')}
          </FormAlert>
        )}
        <ImportReviewScreen
          preview={preview.data}
          busy={confirm.isPending}
          keptUnmatched={keep.isSuccess}
          onCancel={restart}
          onKeepUnmatched={keepUnmatched}
          onConfirm={(plan, tagsAsCollections) => {
            keepUnmatched();
            confirm.mutate({ items: plan.items, tagsAsCollections });
          }}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        In Fountain Pen Companion, export your collection as CSV, then choose the file here. You
        will see how each row matches our catalogue before anything is saved.
      </p>
      <CsvFileField
        file={file}
        label="Fountain Pen Companion CSV file"
        matching={preview.isPending}
        matchingText="Matching the rows to the catalogue..."
      />
    </div>
  );
}

/**
 * /profile: moving in from Fountain Pen Companion (a file read, reviewed, then confirmed;
 * ADR 022) and taking one's data out (JSON of everything, CSV of the ink-ventory, and the
 * ink-ventory in Fountain Pen Companion's columns: ADR 051).
 */
export function ImportExportCard() {
  return (
    <Card title="Import and Export" id="import-export">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="import-title">
          <h3 id="import-title" className="flex items-center gap-2 text-lg">
            <FileUp className="size-5 text-muted" aria-hidden="true" />
            Import from Fountain Pen Companion
          </h3>
          <div className="mt-3">
            <Importer />
          </div>
          <div className="mt-6">
            <RowsWaiting />
          </div>
          <h3 id="pens-import-title" className="mt-8 flex items-center gap-2 text-lg">
            <FileUp className="size-5 text-muted" aria-hidden="true" />
            Pens from Fountain Pen Companion
          </h3>
          <div className="mt-3">
            <PensImporter />
          </div>
        </section>
        <section aria-labelledby="export-title">
          <h3 id="export-title" className="flex items-center gap-2 text-lg">
            <Download className="size-5 text-muted" aria-hidden="true" />
            Export your data
          </h3>
          <p className="mt-3 text-sm text-muted">
            Everything that is yours here: ink-ventory, collections, comments, images, pens and
            diary.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href="/api/auth/export.json" download className={buttonClass('secondary', 'sm')}>
              Download JSON
            </a>
            <a href="/api/auth/export.csv" download className={buttonClass('secondary', 'sm')}>
              Download CSV
            </a>
            <a href="/api/auth/export.fpc.csv" download className={buttonClass('secondary', 'sm')}>
              Download for Fountain Pen Companion
            </a>
          </div>
          <p className="mt-2 text-xs text-muted">
            The CSV holds your ink-ventory and its collections. The Fountain Pen Companion file has
            its columns (kind, swabbed, last used, tags), and this import reads it back.
          </p>
          <p className="mt-4 text-sm text-muted">
            Your pens, pairings and diary, in Fountain Pen Companion&apos;s columns:
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a href="/api/auth/export/pens.csv" download className={buttonClass('secondary', 'sm')}>
              Pens CSV
            </a>
            <a
              href="/api/auth/export/currently-inked.csv"
              download
              className={buttonClass('secondary', 'sm')}
            >
              Currently inked CSV
            </a>
            <a
              href="/api/auth/export/usage.csv"
              download
              className={buttonClass('secondary', 'sm')}
            >
              Usage CSV
            </a>
          </div>
        </section>
      </div>
    </Card>
  );
}
