import { parseWholeId } from '#src/lib/ids.ts';
import { isMonth, monthOf, type Month } from './days.ts';

/**
 * The diary's view <-> its address (/diary?month=2026-11&pen=3&ink=7&day=2026-11-12), as
 * browse keeps its filters (features/inks/browse-params.ts): the URL is the source of truth,
 * so a pasted address shows the same month, filters and day, and back and forward move
 * through earlier views.
 */
export type DiaryView = {
  month: Month;
  penId: number | null;
  inkId: number | null;
  /** The day whose marks are listed, within the month; null for none. */
  day: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the view from a query string. A missing or malformed month is the month of `today`
 * (the browser's local day); a pen or ink that is not a whole id is no filter; a day outside
 * the month is none.
 */
export function parseDiaryParams(params: URLSearchParams, today: string): DiaryView {
  const raw = params.get('month');
  const month = isMonth(raw) ? raw : monthOf(today);
  const day = params.get('day');
  return {
    month,
    penId: parseWholeId(params.get('pen') ?? undefined),
    inkId: parseWholeId(params.get('ink') ?? undefined),
    day: day && DAY.test(day) && monthOf(day) === month ? day : null,
  };
}

/** Writes the view as a query string in a stable order; this month and empty parts are left out. */
export function toDiaryParams(view: DiaryView, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (view.month !== monthOf(today)) params.set('month', view.month);
  if (view.penId !== null) params.set('pen', String(view.penId));
  if (view.inkId !== null) params.set('ink', String(view.inkId));
  if (view.day !== null && monthOf(view.day) === view.month) params.set('day', view.day);
  return params;
}
