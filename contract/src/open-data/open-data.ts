import { z } from 'zod';
import { COLOR_FAMILIES, INK_PROPERTIES } from '../catalogue/catalogue.rules.ts';

export * from './open-data.rules.ts';

export const OpenDataLicence = z
  .object({
    name: z.string(),
    spdx: z.string().describe('SPDX identifier'),
    url: z.string().describe("The licence's own page"),
    text: z.string().describe('Our LICENSE.txt: the notice, the credits and the full licence text'),
  })
  .meta({ id: 'OpenDataLicence' });

export const OpenDataSource = z
  .object({
    name: z.string(),
    credit: z.string().describe('The credit to keep when you reuse the data, word for word'),
    modified: z.string().describe('How Inklore changed the source data'),
    licence: z.string(),
    url: z.string(),
    records: z.number().int().describe('Inks in the files that come from this source'),
  })
  .meta({ id: 'OpenDataSource' });

export const OpenDataFile = z
  .object({
    name: z.string(),
    url: z.string(),
    mediaType: z.string(),
    bytes: z.number().int().describe('Size of the file, uncompressed'),
    gzipBytes: z.number().int().describe('Size sent to a client that accepts gzip'),
  })
  .meta({ id: 'OpenDataFile' });

/** The facts about one build of the files: the same in the index and in the JSON's header. */
const OpenDataAbout = z.object({
  title: z.string(),
  site: z.string().describe('The site the data comes from (PUBLIC_URL)'),
  documentation: z.string().describe('The web page that explains the files'),
  licence: OpenDataLicence,
  sources: z.array(OpenDataSource).describe('The sources of the records, with their credits'),
  images: z.string().describe('What the licence does not cover: the images'),
  catalogueVersion: z
    .number()
    .int()
    .describe('Moves on every change to the catalogue; the files are rebuilt for each version'),
  updatedAt: z.string().nullable().describe('ISO 8601: the last change to an ink in the files'),
  generatedAt: z.string().describe('ISO 8601: when this server built the files'),
  count: z.number().int().describe('Inks in the files'),
});

export const OpenDataIndex = OpenDataAbout.extend({
  files: z.array(OpenDataFile),
}).meta({ id: 'OpenDataIndex' });
export type OpenDataIndex = z.infer<typeof OpenDataIndex>;

export const OpenDataImage = z.object({
  url: z.string(),
  credit: z
    .string()
    .nullable()
    .describe('Who shared it (a member, by username), or null when not recorded'),
});

/** One ink in inks.json: the catalogue's public fields. */
export const OpenDataInk = z
  .object({
    id: z.number().int(),
    brand: z.string(),
    line: z.string().nullable(),
    name: z.string(),
    otherNames: z.array(z.string()),
    colorHex: z.string(),
    lab: z
      .object({ l: z.number(), a: z.number(), b: z.number() })
      .describe('CIELAB (D65) of colorHex, two decimals'),
    colorFamily: z.enum(COLOR_FAMILIES),
    properties: z.array(z.enum(INK_PROPERTIES)),
    communityProperties: z
      .array(z.enum(INK_PROPERTIES))
      .describe('Those of `properties` that members voted for'),
    url: z.string().describe("The ink's page"),
    images: z.array(OpenDataImage),
    source: z.string().nullable().describe("The record's source (credit)"),
    submittedBy: z.string().nullable().describe('The username of the member who shared it'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OpenDataInk' });
export type OpenDataInk = z.infer<typeof OpenDataInk>;

export const OpenDataJson = z
  .object({ about: OpenDataAbout, inks: z.array(OpenDataInk) })
  .meta({ id: 'OpenDataJson' });
export type OpenDataJson = z.infer<typeof OpenDataJson>;
