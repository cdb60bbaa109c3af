import { z } from 'zod';
import { COLOR_FAMILIES } from '../catalogue/catalogue.rules.ts';
import type { INVENTORY_KINDS } from '../shared/members.rules.ts';
import { idNumber, pageParam, positiveId } from '../shared/params.ts';
import { CalendarDay, Day } from '../shared/days.ts';
import { nameProblem, textProblem } from '../shared/text.rules.ts';
import { CLEAN_SOON_DAYS_MAX, CLEAN_SOON_DAYS_MIN, PEN_KINDS, PEN_LIMITS } from './pens.rules.ts';

/**
 * Pens, "currently inked" pairings and the diary (ADR 056). A member's own: private by
 * default; a pen made public shows, with what is inked in it, on the member's profile and in
 * the ink page's counts. Days are calendar days 'YYYY-MM-DD' in the member's own time: the
 * web app sends its today; the server refuses a day after tomorrow.
 */

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} has at most ${max} characters.`)
    .refine(
      (s) => textProblem(s) === null,
      `Remove the control characters from the ${what.toLowerCase()}.`,
    )
    .transform((s) => (s === '' ? null : s))
    .nullable();

const PenBrand = z
  .string({ error: "Give the pen's brand (or the maker's name)." })
  .trim()
  .min(1, "Give the pen's brand (or the maker's name).")
  .max(PEN_LIMITS.brandMaxLength, `The brand has at most ${PEN_LIMITS.brandMaxLength} characters.`)
  .refine((s) => nameProblem(s) === null, 'Use visible characters only in the brand.');

const penFields = {
  kind: z.enum(PEN_KINDS, { error: 'Choose a kind: fountain pen, dip pen or brush.' }),
  brand: PenBrand,
  model: optionalText(PEN_LIMITS.modelMaxLength, 'The model'),
  nibSize: optionalText(PEN_LIMITS.nibMaxLength, 'The nib size'),
  nibGrind: optionalText(PEN_LIMITS.grindMaxLength, 'The grind'),
  fillingSystem: optionalText(PEN_LIMITS.fillingMaxLength, 'The filling system'),
  color: optionalText(PEN_LIMITS.colorMaxLength, 'The colour'),
  material: optionalText(PEN_LIMITS.materialMaxLength, 'The material'),
  notes: optionalText(PEN_LIMITS.notesMaxLength, 'The notes'),
  isPublic: z.boolean({ error: 'isPublic is true or false.' }),
};

/** POST /api/auth/pens: a new pen (a fountain pen, private, unless said). */
export const PenBody = z
  .object({
    kind: penFields.kind.optional().default('fountain'),
    brand: penFields.brand,
    model: penFields.model.optional().transform((v) => v ?? null),
    nibSize: penFields.nibSize.optional().transform((v) => v ?? null),
    nibGrind: penFields.nibGrind.optional().transform((v) => v ?? null),
    fillingSystem: penFields.fillingSystem.optional().transform((v) => v ?? null),
    color: penFields.color.optional().transform((v) => v ?? null),
    material: penFields.material.optional().transform((v) => v ?? null),
    notes: penFields.notes.optional().transform((v) => v ?? null),
    isPublic: penFields.isPublic.optional().default(false),
  })
  .strict();
export type PenBody = z.input<typeof PenBody>;

/** PATCH /api/auth/pens/{penId}: any of the fields; `archived` puts it away or back. */
export const PenPatch = z
  .object({
    kind: penFields.kind.optional(),
    brand: penFields.brand.optional(),
    model: penFields.model.optional(),
    nibSize: penFields.nibSize.optional(),
    nibGrind: penFields.nibGrind.optional(),
    fillingSystem: penFields.fillingSystem.optional(),
    color: penFields.color.optional(),
    material: penFields.material.optional(),
    notes: penFields.notes.optional(),
    isPublic: penFields.isPublic.optional(),
    archived: z.boolean({ error: 'archived is true or false.' }).optional(),
  })
  .strict();
export type PenPatch = z.input<typeof PenPatch>;

export const PenParams = z.object({ penId: positiveId('penId') });
export const InkingParams = z.object({ inkingId: positiveId('inkingId') });
export const UseParams = z.object({ useId: positiveId('useId') });

/** The few facts of an ink a pen list, a diary day or a year needs. */
export const InkBrief = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    colorHex: z.string(),
    color: z.enum(COLOR_FAMILIES),
  })
  .meta({ id: 'InkBrief' });
export type InkBrief = z.infer<typeof InkBrief>;

export const PenBrief = z
  .object({
    id: z.number().int(),
    kind: z.enum(PEN_KINDS),
    brand: z.string(),
    model: z.string().nullable(),
    nibSize: z.string().nullable(),
  })
  .meta({ id: 'PenBrief' });
export type PenBrief = z.infer<typeof PenBrief>;

/** A pairing of a pen and an ink: "currently inked" until cleaned. */
export const Inking = z
  .object({
    id: z.number().int(),
    pen: PenBrief,
    ink: InkBrief,
    inkedOn: z.string().describe('YYYY-MM-DD'),
    cleanedOn: z.string().nullable().describe('YYYY-MM-DD; null while inked'),
    refills: z.number().int(),
    lastRefilledOn: z.string().nullable(),
    note: z.string().nullable(),
    daysUsed: z.number().int().describe('Days marked in the diary'),
    lastUsedOn: z.string().nullable(),
    cleanSoon: z
      .boolean()
      .describe("Inked (or refilled) at least the member's clean-soon days ago, as of `today`"),
  })
  .meta({ id: 'Inking' });
export type Inking = z.infer<typeof Inking>;
export const InkingList = z.array(Inking).meta({ id: 'InkingList' });

export const Pen = z
  .object({
    id: z.number().int(),
    kind: z.enum(PEN_KINDS),
    brand: z.string(),
    model: z.string().nullable(),
    nibSize: z.string().nullable(),
    nibGrind: z.string().nullable(),
    fillingSystem: z.string().nullable(),
    color: z.string().nullable(),
    material: z.string().nullable(),
    notes: z.string().nullable(),
    isPublic: z.boolean(),
    archived: z.boolean(),
    /** The open pairing, if the pen is inked. */
    inking: Inking.nullable(),
    daysUsed: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Pen' });
export type Pen = z.infer<typeof Pen>;
export const PenList = z.array(Pen).meta({ id: 'PenList' });

/** GET /api/auth/pens?archived=&today=: the member's pens (archived ones when asked). */
export const PenListQuery = z
  .object({
    archived: z.enum(['true', 'false', 'all']).optional().default('false'),
    today: Day('today').optional(),
  })
  .strict();

/**
 * POST /api/auth/inkings: ink a pen. An ink not in the member's ink-ventory as owned joins
 * it in the same step, as a bottle or (when said) a sample.
 */
export const InkingBody = z
  .object({
    penId: idNumber('penId'),
    inkId: idNumber('inkId'),
    inkedOn: Day('inked').optional().describe("Defaults to the server's today (UTC)"),
    note: optionalText(PEN_LIMITS.inkingNoteMaxLength, 'The note')
      .optional()
      .transform((v) => v ?? null),
    addAs: z
      .enum(['bottle', 'sample'] satisfies (typeof INVENTORY_KINDS)[number][], {
        error: 'Add it as a bottle or a sample.',
      })
      .optional()
      .default('bottle')
      .describe('How the ink joins the ink-ventory when the member does not own it yet'),
  })
  .strict();
export type InkingBody = z.input<typeof InkingBody>;

/** POST /api/auth/inkings answers the pairing and whether the ink joined the ink-ventory. */
export const InkingCreated = z
  .object({
    inking: Inking,
    addedToInventory: z.enum(['bottle', 'sample']).nullable(),
  })
  .meta({ id: 'InkingCreated' });
export type InkingCreated = z.infer<typeof InkingCreated>;

/** PATCH /api/auth/inkings/{inkingId}: the dates and the note (a correction of the record). */
export const InkingPatch = z
  .object({
    inkedOn: Day('inked').optional(),
    cleanedOn: Day('cleaned').nullable().optional(),
    refills: z.number().int().min(0).max(1000).optional(),
    note: optionalText(PEN_LIMITS.inkingNoteMaxLength, 'The note').optional(),
  })
  .strict();
export type InkingPatch = z.input<typeof InkingPatch>;

/** POST /api/auth/inkings/{inkingId}/refill and /clean: on `day` (the server's today when not given). */
export const DayBody = z.object({ day: Day('chosen').optional() }).strict();
export type DayBody = z.input<typeof DayBody>;

/** GET /api/auth/inkings?state=&penId=&inkId=&today=: newest first. */
export const InkingListQuery = z
  .object({
    state: z.enum(['current', 'past', 'all']).optional().default('current'),
    penId: positiveId('penId').optional(),
    inkId: positiveId('inkId').optional(),
    today: Day('today').optional(),
    page: pageParam.optional().describe('From 1; 50 pairings a page'),
  })
  .strict();

const useNote = optionalText(PEN_LIMITS.useNoteMaxLength, 'The note');

/** POST /api/auth/inkings/{inkingId}/uses: "Used today" (or a day within the pairing's dates). */
export const UseBody = z
  .object({
    day: Day('used').optional(),
    note: useNote.optional().transform((v) => v ?? null),
  })
  .strict();
export type UseBody = z.input<typeof UseBody>;

/** POST /api/auth/pens/{penId}/uses: a dip pen's or brush's use, naming the ink. */
export const DirectUseBody = z
  .object({
    inkId: idNumber('inkId'),
    day: Day('used').optional(),
    note: useNote.optional().transform((v) => v ?? null),
  })
  .strict();
export type DirectUseBody = z.input<typeof DirectUseBody>;

/** PATCH /api/auth/uses/{useId}: the day's note. */
export const UsePatch = z.object({ note: useNote }).strict();

export const Use = z
  .object({
    id: z.number().int(),
    day: z.string(),
    pen: PenBrief,
    ink: InkBrief,
    inkingId: z.number().int().nullable().describe('null for a dip pen’s direct use'),
    note: z.string().nullable(),
  })
  .meta({ id: 'Use' });
export type Use = z.infer<typeof Use>;

/** GET /api/auth/diary?from=&to=&penId=&inkId=: the marked days, in order. */
export const DiaryQuery = z
  .object({
    from: CalendarDay(),
    to: CalendarDay().describe('May be after today: a month runs to its last day'),
    penId: positiveId('penId').optional(),
    inkId: positiveId('inkId').optional(),
  })
  .strict();
export const Diary = z
  .object({
    from: z.string(),
    to: z.string(),
    uses: z.array(Use),
  })
  .meta({ id: 'Diary' });
export type Diary = z.infer<typeof Diary>;

/** GET/PUT /api/auth/pens/settings. */
export const PenSettings = z
  .object({
    cleanSoonDays: z
      .number({ error: `Choose from ${CLEAN_SOON_DAYS_MIN} to ${CLEAN_SOON_DAYS_MAX} days.` })
      .int(`Choose from ${CLEAN_SOON_DAYS_MIN} to ${CLEAN_SOON_DAYS_MAX} days.`)
      .min(
        CLEAN_SOON_DAYS_MIN,
        `Choose from ${CLEAN_SOON_DAYS_MIN} to ${CLEAN_SOON_DAYS_MAX} days.`,
      )
      .max(
        CLEAN_SOON_DAYS_MAX,
        `Choose from ${CLEAN_SOON_DAYS_MIN} to ${CLEAN_SOON_DAYS_MAX} days.`,
      ),
    cleanSoonMail: z
      .boolean({ error: 'cleanSoonMail is true or false.' })
      .describe('Mail me once when a pen should be cleaned (off unless asked)'),
  })
  .strict()
  .meta({ id: 'PenSettings' });
export type PenSettings = z.infer<typeof PenSettings>;

/** GET /api/users/{username}/pens: the member's public pens, what is inked in them. */
export const PublicPen = z
  .object({
    id: z.number().int(),
    kind: z.enum(PEN_KINDS),
    brand: z.string(),
    model: z.string().nullable(),
    nibSize: z.string().nullable(),
    nibGrind: z.string().nullable(),
    color: z.string().nullable(),
    material: z.string().nullable(),
    inkedWith: InkBrief.nullable(),
    inkedOn: z.string().nullable(),
  })
  .meta({ id: 'PublicPen' });
export type PublicPen = z.infer<typeof PublicPen>;
export const PublicPenList = z.array(PublicPen).meta({ id: 'PublicPenList' });

/** GET /api/inks/{id}/usage: counted only from public pens; names no one. */
export const InkUsage = z
  .object({
    currentlyInked: z.number().int().describe('Members with a public pen inked with it now'),
    daysThisMonth: z
      .number()
      .int()
      .describe('Days marked this calendar month (UTC) on public pens with it'),
  })
  .meta({ id: 'InkUsage' });
export type InkUsage = z.infer<typeof InkUsage>;

export const YearParams = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, 'The year is four digits, like 2026.')
    .transform(Number)
    .refine((y) => y >= 1900 && y <= 2999, 'Choose a year from 1900 on.'),
});
export const PublicYearParams = YearParams.extend({
  username: z.string().trim().min(1).max(40),
});

/** Year in Ink: one year of the diary (the year so far for this year). */
export const YearInInk = z
  .object({
    year: z.number().int(),
    through: z.string().describe('The last day counted (YYYY-MM-DD)'),
    daysWritten: z.number().int(),
    inksUsed: z.number().int(),
    pensUsed: z.number().int(),
    mostUsedInk: z.object({ ink: InkBrief, days: z.number().int() }).nullable(),
    mostUsedPen: z
      .object({ pen: PenBrief, days: z.number().int() })
      .nullable()
      .describe('On a shared year, only when that pen is public'),
    colors: z
      .array(z.object({ ink: InkBrief, days: z.number().int() }))
      .describe('Every ink used, in hue order (neutrals last, light to dark)'),
    newInks: z.array(InkBrief).describe('Used this year and never before'),
    brands: z.array(
      z.object({ brand: z.string(), inks: z.number().int(), days: z.number().int() }),
    ),
    months: z.array(z.number().int()).length(12).describe('Days written in each month'),
    shared: z.boolean(),
    owner: z.object({ username: z.string(), displayName: z.string().nullable() }),
    years: z
      .array(z.number().int())
      .describe(
        "The member's years with diary days, newest first (on a shared year: the years they shared)",
      ),
  })
  .meta({ id: 'YearInInk' });
export type YearInInk = z.infer<typeof YearInInk>;

/** PUT /api/auth/year/{year}/share {shared}: opt in (or out) to a public page of the year. */
export const YearShareBody = z
  .object({ shared: z.boolean({ error: 'shared is true or false.' }) })
  .strict();

/**
 * The member's pens, pairings and diary in their data (GET /api/auth/export.json), every
 * field as kept, private ones included: the file is the member's own.
 */
export const PensExport = z.object({
  pens: z.array(
    Pen.pick({
      id: true,
      kind: true,
      brand: true,
      model: true,
      nibSize: true,
      nibGrind: true,
      fillingSystem: true,
      color: true,
      material: true,
      notes: true,
      isPublic: true,
      archived: true,
      createdAt: true,
    }),
  ),
  inkings: z
    .array(
      z.object({
        id: z.number().int(),
        penId: z.number().int(),
        ink: InkBrief,
        inkedOn: z.string(),
        cleanedOn: z.string().nullable(),
        refills: z.number().int(),
        lastRefilledOn: z.string().nullable(),
        note: z.string().nullable(),
      }),
    )
    .describe('Pairings of a pen and an ink ("currently inked" until cleaned)'),
  diary: z
    .array(
      z.object({
        day: z.string(),
        penId: z.number().int(),
        inkId: z.number().int(),
        inkingId: z.number().int().nullable(),
        note: z.string().nullable(),
      }),
    )
    .describe('The days marked used, in order'),
});
export type PensExport = z.infer<typeof PensExport>;
