import type { ImportResult } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileUp } from 'lucide-react';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { mayDo, TrustNote } from '#src/components/trust-note.tsx';
import { Card } from '#src/components/card.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { useConfirmImport, usePreviewImport } from '../api/transfer-mutations.ts';
import { keepBodyOf, useKeepUnmatched } from '../api/unmatched.ts';
import { rowsBy } from '../import-review.ts';
import { CsvFileField, useCsvFile } from './csv-file-field.tsx';
import { ImportReviewScreen } from './import-review-screen.tsx';
import { PensImporter } from './pens-importer.tsx';
import { RowsWaiting } from './unmatched-rows.tsx';

function Done({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const { t } = useLingui();
  const { created, updated, collectionsCreated, addedToCollections } = result;
  return (
    <div className="flex flex-col gap-3">
      <FormAlert tone="success">
        <p className="font-medium">
          <Trans>Import finished.</Trans>
        </p>
        <p className="mt-1">
          {t`${plural(created, { one: '# new entry', other: '# new entries' })} in your ink-ventory, ${updated} updated.`}
          {collectionsCreated + addedToCollections > 0 &&
            ` ${t`${plural(collectionsCreated, { one: '# collection', other: '# collections' })} made from your tags; ${plural(addedToCollections, { one: '# ink', other: '# inks' })} added to collections.`}`}
        </p>
      </FormAlert>
      <div className="flex flex-wrap gap-2">
        <a href="#my-ink-ventory" className={buttonClass('secondary', 'sm')}>
          <Trans>See your ink-ventory</Trans>
        </a>
        <Button variant="quiet" size="sm" onClick={onAgain}>
          <Trans>Import another file</Trans>
        </Button>
      </div>
    </div>
  );
}

function Importer() {
  const { t } = useLingui();
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
            {messageOf(confirm.error, t`The import could not be finished. Nothing was changed.`)}
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
        <Trans>
          In Fountain Pen Companion, export your collection as CSV, then choose the file here. You
          will see how each row matches our catalogue before anything is saved.
        </Trans>
      </p>
      <CsvFileField
        file={file}
        label={t`Fountain Pen Companion CSV file`}
        matching={preview.isPending}
        matchingText={t`Matching the rows to the catalogue...`}
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
  const { t } = useLingui();
  return (
    <Card title={t`Import and Export`} id="import-export">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="import-title">
          <h3 id="import-title" className="flex items-center gap-2 text-lg">
            <FileUp className="size-5 text-muted" aria-hidden="true" />
            <Trans>Import from Fountain Pen Companion</Trans>
          </h3>
          <div className="mt-3">
            <Importer />
          </div>
          <div className="mt-6">
            <RowsWaiting />
          </div>
          <h3 id="pens-import-title" className="mt-8 flex items-center gap-2 text-lg">
            <FileUp className="size-5 text-muted" aria-hidden="true" />
            <Trans>Pens from Fountain Pen Companion</Trans>
          </h3>
          <div className="mt-3">
            <PensImporter />
          </div>
        </section>
        <section aria-labelledby="export-title">
          <h3 id="export-title" className="flex items-center gap-2 text-lg">
            <Download className="size-5 text-muted" aria-hidden="true" />
            <Trans>Export your data</Trans>
          </h3>
          <p className="mt-3 text-sm text-muted">
            <Trans>
              Everything that is yours here: ink-ventory, collections, comments, images, pens and
              diary.
            </Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href="/api/auth/export.json" download className={buttonClass('secondary', 'sm')}>
              <Trans>Download JSON</Trans>
            </a>
            <a href="/api/auth/export.csv" download className={buttonClass('secondary', 'sm')}>
              <Trans>Download CSV</Trans>
            </a>
            <a href="/api/auth/export.fpc.csv" download className={buttonClass('secondary', 'sm')}>
              <Trans>Download for Fountain Pen Companion</Trans>
            </a>
          </div>
          <p className="mt-2 text-xs text-muted">
            <Trans>
              The CSV holds your ink-ventory and its collections. The Fountain Pen Companion file
              has its columns (kind, swabbed, last used, tags), and this import reads it back.
            </Trans>
          </p>
          <p className="mt-4 text-sm text-muted">
            <Trans>Your pens, pairings and diary, in Fountain Pen Companion&apos;s columns:</Trans>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a href="/api/auth/export/pens.csv" download className={buttonClass('secondary', 'sm')}>
              <Trans>Pens CSV</Trans>
            </a>
            <a
              href="/api/auth/export/currently-inked.csv"
              download
              className={buttonClass('secondary', 'sm')}
            >
              <Trans>Currently inked CSV</Trans>
            </a>
            <a
              href="/api/auth/export/usage.csv"
              download
              className={buttonClass('secondary', 'sm')}
            >
              <Trans>Usage CSV</Trans>
            </a>
          </div>
        </section>
      </div>
    </Card>
  );
}
