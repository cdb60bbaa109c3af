import { z } from 'zod';
import { limitParam, pageParam } from '../shared/params.ts';
import {
  HISTORY_MAX_LIMIT,
  REVISED_FIELDS,
  REVISION_KINDS,
  HISTORY_PAGE_SIZE,
} from './revisions.rules.ts';

export * from './revisions.rules.ts';

export const RevisionValue = z
  .union([z.string(), z.array(z.string()), z.boolean(), z.null()])
  .describe("A field's value: text, a list of text, a yes/no, or nothing")
  .meta({ id: 'RevisionValue' });
export type RevisionValue = z.infer<typeof RevisionValue>;

export const RevisionChange = z
  .object({
    field: z.enum(REVISED_FIELDS),
    label: z.string().describe('The field as people read it, e.g. "Colour family"'),
    before: RevisionValue,
    after: RevisionValue,
  })
  .meta({ id: 'RevisionChange' });
export type RevisionChange = z.infer<typeof RevisionChange>;

export const Revision = z
  .object({
    id: z.number().int(),
    inkId: z.number().int(),
    kind: z.enum(REVISION_KINDS),
    author: z
      .object({ username: z.string() })
      .nullable()
      .describe('null: a catalogue import (or an account since deleted)'),
    addsInk: z.boolean().describe('The import added the ink with these values'),
    source: z
      .object({ name: z.string(), id: z.string() })
      .nullable()
      .describe("A catalogue import's source and the record's id in it"),
    reverts: z.number().int().nullable().describe('The revision this one undid'),
    revertedBy: z.number().int().nullable().describe('The revision that undid this one'),
    changes: z.array(RevisionChange),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Revision' });
export type Revision = z.infer<typeof Revision>;

export const HistoryQuery = z
  .object({
    page: pageParam.optional().describe('From 1'),
    limit: limitParam(HISTORY_MAX_LIMIT)
      .optional()
      .describe(`Default ${HISTORY_PAGE_SIZE}, at most ${HISTORY_MAX_LIMIT}`),
  })
  .strict();

export const HistoryResponse = z
  .object({
    ink: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
    data: z.array(Revision).describe('Newest first'),
    page: z.number().int(),
    hasMore: z.boolean(),
    total: z.number().int(),
  })
  .meta({ id: 'InkHistory' });
export type HistoryResponse = z.infer<typeof HistoryResponse>;
