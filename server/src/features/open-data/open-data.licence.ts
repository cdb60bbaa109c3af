import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  OPEN_DATA_IMAGES_NOTE,
  OPEN_DATA_LICENCE,
  OPEN_DATA_LIST_SEPARATOR,
  OPEN_DATA_PATHS,
  OPEN_DATA_SOURCES,
  type OpenDataIndex,
} from '@inklore/contract';

/**
 * The licence and credits of the open data (ADR 031): the contract's (OPEN_DATA_LICENCE,
 * OPEN_DATA_SOURCES, the web page shows the same), and LICENSE.txt.
 */

export const DATA_LICENCE = OPEN_DATA_LICENCE;
export const IMAGES_NOTE = OPEN_DATA_IMAGES_NOTE;

/** A source, and the `source` the demo seed writes on each of its records (seed/demo.ts). */
export type KnownSource = (typeof OPEN_DATA_SOURCES)[number] & { recordSource: string };

const RECORD_SOURCES: Record<(typeof OPEN_DATA_SOURCES)[number]['name'], string> = {
  'Wilder Writes ink colours':
    'Colour © Edd Wilder-James / Wilder Writes (wilderwrites.ink), GPL-3.0',
  'Pomax/inkdb-data': 'Data from Pomax/inkdb-data (share-alike)',
};

export const KNOWN_SOURCES: readonly KnownSource[] = OPEN_DATA_SOURCES.map((s) => ({
  ...s,
  recordSource: RECORD_SOURCES[s.name],
}));

const GPL_TEXT_FILE = fileURLToPath(
  new URL('../../seed/data/LICENSE-GPL-3.0.txt', import.meta.url),
);
let gplText: string | undefined;

/** The GPL's full text (server/src/seed/data/LICENSE-GPL-3.0.txt), read once. */
function fullLicenceText(): string {
  gplText ??= fs.readFileSync(GPL_TEXT_FILE, 'utf8');
  return gplText;
}

/** LICENSE.txt: what the files are, their licence and credits, then the licence's full text. */
export function licenceText(about: Omit<OpenDataIndex, 'files'>): string {
  const site = about.site;
  const sources = about.sources.map(
    (s) => `* ${s.credit}\n  ${s.modified}\n  ${s.records} records in these files.`,
  );
  const lines = [
    'Inklore open data: the ink catalogue',
    '====================================',
    '',
    `From ${site}, catalogue version ${about.catalogueVersion}, ${about.count} inks,`,
    `built ${about.generatedAt}. The files:`,
    `  ${site}${OPEN_DATA_PATHS.json}  (JSON: an "about" header, then "inks")`,
    `  ${site}${OPEN_DATA_PATHS.csv}  (CSV: one row per ink)`,
    `  ${site}${OPEN_DATA_PATHS.licence}  (this text)`,
    `What every field means: ${about.documentation}`,
    '',
    'Licence',
    '-------',
    `The catalogue data in these files is offered under the ${DATA_LICENCE.name}`,
    `(${DATA_LICENCE.spdx}; the full text follows below). If you reuse or pass on the data,`,
    'keep the credits below and each record\'s "source", say so if you changed it, and offer',
    'it under the same licence.',
    '',
    'Sources and credits',
    '-------------------',
    ...(sources.length > 0
      ? sources
      : ['(No record in these files comes from an outside source.)']),
    '',
    'Inks without a source were added on Inklore by its members and staff ("submitted_by"',
    'names the member who shared one).',
    '',
    'Images',
    '------',
    IMAGES_NOTE,
    '',
    'The CSV',
    '-------',
    'UTF-8 without a byte order mark, RFC 4180 (commas, double quotes around a field that needs',
    `them, CRLF line ends), one header row. Lists in one cell are joined with "${OPEN_DATA_LIST_SEPARATOR}";`,
    'image_credits has one entry per entry of image_urls ("unknown" where none was recorded).',
    'A text cell that would start with = + - @ (or a tab) begins with an apostrophe, so a',
    'spreadsheet never reads it as a formula. The JSON holds the same data without either.',
    '',
    '',
    fullLicenceText(),
  ];
  return lines.join('\n');
}
