/**
 * Open data (ADR 031), zod-free (the web page imports it alone): the
 * addresses, the CSV's layout, the licence and the sources' credits.
 */

/** The public catalogue as files anyone may download, at these stable addresses. */
export const OPEN_DATA_PATHS = {
  index: '/api/open-data',
  json: '/api/open-data/inks.json',
  csv: '/api/open-data/inks.csv',
  licence: '/api/open-data/LICENSE.txt',
} as const;

/** The web page that explains the downloads. */
export const OPEN_DATA_PAGE = '/open-data';

/** How the CSV joins a list in one cell (other names, properties, images, credits). */
export const OPEN_DATA_LIST_SEPARATOR = '; ';

/** The CSV's columns, in order (its header row). */
export const OPEN_DATA_CSV_COLUMNS = [
  'id',
  'brand',
  'line',
  'name',
  'other_names',
  'color_hex',
  'lab_l',
  'lab_a',
  'lab_b',
  'color_family',
  'properties',
  'community_properties',
  'url',
  'image_urls',
  'image_credits',
  'source',
  'submitted_by',
  'created_at',
  'updated_at',
] as const;

/** The catalogue as a whole is offered under the GPL, version 3: its largest source's licence. */
export const OPEN_DATA_LICENCE = {
  name: 'GNU General Public License, version 3',
  spdx: 'GPL-3.0-only',
  url: 'https://www.gnu.org/licenses/gpl-3.0.html',
} as const;

/**
 * The demo catalogue's sources. `credit` is NOTICE's and `modified` the seed data README's
 * words, copied exactly (a server test holds them to those files): whoever reuses the data
 * keeps them.
 */
export const OPEN_DATA_SOURCES = [
  {
    name: 'Wilder Writes ink colours',
    credit:
      'Ink colours © Edd Wilder-James / Wilder Writes (https://wilderwrites.ink), from github.com/ewilderj/inks-mcp (commit 19f55c839c94eac002b7144a3f9937c5a5808885), licensed under the GNU General Public License version 3',
    modified:
      'Modified: colours converted from BGR triples to hex, names split into brand and line, a few Iroshizuku names repaired, colour family derived.',
    licence: 'GPL-3.0',
    url: 'https://github.com/ewilderj/inks-mcp',
  },
  {
    name: 'Pomax/inkdb-data',
    credit:
      'Ink data from Pomax/inkdb-data (github.com/Pomax/inkdb-data, commit b3743d5b47d76716cf222f5738eb30ebe27d3e1b); MIT per its package.json, offered "share-and-share-alike" by its README.',
    modified:
      'Modified: Iroshizuku names set to the official romanisation, five typos fixed, "Pilot/Namiki Iroshizuku" mapped to brand Pilot with line Iroshizuku, colour family derived.',
    licence: 'MIT, offered share-and-share-alike',
    url: 'https://github.com/Pomax/inkdb-data',
  },
] as const;

export const OPEN_DATA_IMAGES_NOTE =
  "Images are links, not part of the licensed data: each image belongs to whoever made it, and the licence above does not cover it. Each image's credit says who shared it on Inklore, where that was recorded. Ask the owner before you copy an image. Members' community images, comments, ratings and descriptions are not in the files.";
