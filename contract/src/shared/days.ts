import { z } from 'zod';

const DAY_MS = 86_400_000;

/**
 * A day: 'YYYY-MM-DD' (a full ISO timestamp is accepted and cut to its day). A real calendar
 * day from 1900 up to tomorrow (time zones), nothing later. `what` names it in messages.
 */
export const Day = (what: string) =>
  CalendarDay().refine(
    (d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + DAY_MS,
    `The ${what} date cannot be in the future.`,
  );

/**
 * A real calendar day from 1900, in the future too: the bound of a span asked about (the
 * diary's month runs to its last day), never a day something happened.
 */
export const CalendarDay = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'Use a date like 2026-11-22.')
    .transform((s) => s.slice(0, 10))
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
    }, 'That day does not exist.')
    .refine((d) => d >= '1900-01-01', 'Use a date from 1900 on.')
    .refine((d) => d <= '2999-12-31', 'Use a date before 3000.');
