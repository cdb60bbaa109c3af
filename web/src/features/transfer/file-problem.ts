import { t } from '@lingui/core/macro';

/** contract/src/transfer/transfer.ts IMPORT_MAX_BYTES (that module brings zod, kept off this page). */
export const IMPORT_MAX_BYTES = 3 * 1024 * 1024;

/** What the browser can tell before sending: an empty or too large file. */
export function fileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size === 0) return t`The file is empty.`;
  if (file.size > IMPORT_MAX_BYTES)
    return t`The file is larger than 3 MB. Split it into smaller files and import each one.`;
  return null;
}
