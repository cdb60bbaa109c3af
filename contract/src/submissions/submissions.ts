import { z } from 'zod';
import { COLOR_FAMILIES, INK_PROPERTIES, LIMITS } from '../catalogue/catalogue.rules.ts';
import { SUBMISSION_STATUSES } from '../shared/members.rules.ts';
import { nameProblem, textProblem } from '../shared/text.rules.ts';
import { InkAliases } from '../search/search.ts';

/**
 * Share a discovery (spec §2 /submit; decisions.md "Submissions and moderation") and the
 * staff's ink editing (PUT /api/inks/{id}): one set of field rules for both.
 */

const inkName = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} has at most ${max} characters.`)
    .refine((s) => nameProblem(s) === null, `${what}: use visible characters only.`);

const optionalText = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} has at most ${max} characters.`)
    .refine((s) => textProblem(s) === null, `${what}: remove the control characters.`)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * The fields every ink has, as a member or a moderator writes them (a discovery, the ink
 * editor, a correction).
 */
export const inkFields = {
  name: inkName('The name', LIMITS.inkNameMaxLength),
  brand: inkName('The brand', LIMITS.brandMaxLength),
  line: z
    .string()
    .trim()
    .max(200, 'The line has at most 200 characters.')
    .refine((s) => nameProblem(s) === null, 'The line: use visible characters only.')
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  color: z.enum(COLOR_FAMILIES, { error: 'Choose a colour family.' }),
  colorHex: z
    .string({ error: 'Give the colour as #rrggbb.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Give the colour as #rrggbb.')
    .transform((s) => s.toLowerCase()),
  description: optionalText('The description', LIMITS.inkDescriptionMaxLength),
  properties: z
    .array(z.enum(INK_PROPERTIES, { error: `Properties are ${INK_PROPERTIES.join(', ')}.` }))
    .max(INK_PROPERTIES.length)
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
};

/** POST /api/submissions (decisions.md "Calls beyond the spec's table"). */
export const InkSubmissionBody = z
  .object({
    ...inkFields,
    imageUrl: z
      .string()
      .min(1, 'Please select an image to upload.')
      .nullable()
      .optional()
      .transform((v) => v ?? null)
      .describe('An optional image as a data URL (JPEG, PNG or WebP), re-encoded by the server'),
    confirmDuplicate: z
      .boolean()
      .optional()
      .default(false)
      .describe('True when the member saw the likely duplicates and sends it anyway'),
    aliases: InkAliases.optional()
      .transform((v) => v ?? [])
      .describe('Other names or spellings, added to the ink when approved'),
  })
  .strict();
export type InkSubmissionBody = z.input<typeof InkSubmissionBody>;

/** PUT /api/inks/{id} (moderators and admins): every field of an ink. */
export const InkEditBody = z
  .object({
    ...inkFields,
    featured: z.boolean({ error: 'featured must be true or false.' }),
    images: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(2000)
          .refine(
            (u) => /^(\/media\/|https:\/\/)/.test(u),
            'Images are our own uploads (/media/...) or https:// addresses.',
          ),
      )
      .max(20, 'At most 20 images.')
      .describe('In order: the first is the main image'),
    aliases: InkAliases.optional().describe(
      'Every other name of the ink (replaces the list); left out: unchanged',
    ),
  })
  .strict();
export type InkEditBody = z.input<typeof InkEditBody>;

/** An existing ink a submission may duplicate. */
export const DuplicateCandidate = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    colorHex: z.string(),
    exact: z.boolean().describe('Same brand and name ignoring case, spaces, accents, punctuation'),
  })
  .meta({ id: 'DuplicateCandidate' });
export type DuplicateCandidate = z.infer<typeof DuplicateCandidate>;
export const DuplicateList = z.array(DuplicateCandidate);

/** GET /api/submissions/duplicates?brand=&name= (while the member types). */
export const DuplicateQuery = z
  .object({
    brand: z.string().trim().max(LIMITS.brandMaxLength).optional().default(''),
    name: z.string().trim().max(LIMITS.inkNameMaxLength).optional().default(''),
  })
  .strict();

export const InkSubmission = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    line: z.string().nullable(),
    color: z.enum(COLOR_FAMILIES),
    colorHex: z.string(),
    description: z.string().nullable(),
    properties: z.array(z.enum(INK_PROPERTIES)),
    imageUrl: z.string().nullable(),
    status: z.enum(SUBMISSION_STATUSES),
    rejectionReason: z.string().nullable(),
    inkId: z.number().int().nullable().describe('The catalogue ink, once approved'),
    flaggedDuplicate: z.boolean().describe('Sent although likely duplicates were shown'),
    aliases: z.array(z.string()).describe('Other names the member gave'),
    duplicates: DuplicateList.describe('Likely duplicates in the catalogue now'),
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'InkSubmission' });
export type InkSubmission = z.infer<typeof InkSubmission>;
export const InkSubmissionList = z.array(InkSubmission).meta({ id: 'InkSubmissionList' });
