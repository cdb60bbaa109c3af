import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OPEN_DATA_LIST_SEPARATOR, OPEN_DATA_PATHS, type OpenDataIndex } from '@inklore/contract';

/**
 * The licence and credits of the open data (ADR 031). The credits are NOTICE's and the seed
 * data README's words, copied exactly (a test holds them to those files): whoever reuses the
 * data keeps them.
 */

/** The catalogue as a whole is offered under the GPL, version 3: its largest source's licence. */
export const DATA_LICENCE = {
  name: 'GNU General Public License, version 3',
  spdx: 'GPL-3.0-only',
  url: 'https://www.gnu.org/licenses/gpl-3.0.html',
} as const;

export type KnownSource = {
  name: string;
  /** The `source` the demo seed writes on each of its records (seed/demo.ts). */
  recordSource: string;
  credit: string;
  modified: string;
  licence: string;
  url: string;
};

export const KNOWN_SOURCES: readonly KnownSource[] = [
  {
    name: 'Wilder Writes ink colours',
    recordSource: 'Colour © Edd Wilder-James / Wilder Writes (wilderwrites.ink), GPL-3.0',
    credit:
      'Ink colours © Edd Wilder-James / Wilder Writes (https://wilderwrites.ink), from github.com/ewilderj/inks-mcp (commit 19f55c839c94eac002b7144a3f9937c5a5808885), licensed under the GNU General Public License version 3',
    modified:
      'Modified: colours converted from BGR triples to hex, names split into brand and line, a few Iroshizuku names repaired, colour family derived.',
    licence: 'GPL-3.0',
    url: 'https://github.com/ewilderj/inks-mcp',
  },
  {
    name: 'Pomax/inkdb-data',
    recordSource: 'Data from Pomax/inkdb-data (share-alike)',
    credit:
      'Ink data from Pomax/inkdb-data (github.com/Pomax/inkdb-data, commit b3743d5b47d76716cf222f5738eb30ebe27d3e1b); MIT per its package.json, offered "share-and-share-alike" by its README.',
    modified:
      'Modified: Iroshizuku names set to the official romanisation, five typos fixed, "Pilot/Namiki Iroshizuku" mapped to brand Pilot with line Iroshizuku, colour family derived.',
    licence: 'MIT, offered share-and-share-alike',
    url: 'https://github.com/Pomax/inkdb-data',
  },
];

export const IMAGES_NOTE =
  "Images are links, not part of the licensed data: each image belongs to whoever made it, and the licence above does not cover it. Each image's credit says who shared it on Inklore, where that was recorded. Ask the owner before you copy an image. Members' community images, comments, ratings and descriptions are not in the files.";

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
