import { formatLongDate, formatShortDate } from '#src/lib/dates.ts';
import { useInBrowser } from '#src/lib/use-in-browser.ts';

/**
 * Whether dates are drawn in UTC: on the server and while the browser hydrates its HTML, as
 * the server cannot know the visitor's time zone. Had the browser drawn its own date there,
 * every date whose day differs between UTC and the visitor's zone (in Tokyo, each moment from
 * 15:00 to midnight UTC: three dates in eight) made React's error 418, and the whole page was
 * drawn again. Once hydrated, React draws the date again in the visitor's zone (ADR 077).
 */
export function useUtcDates(): boolean {
  return !useInBrowser();
}

/** A date in the visitor's calendar ('MMMM d, yyyy', or 'MMM d, yyyy' when `short`). */
export function LocalDate({ iso, short = false }: { iso: string; short?: boolean }) {
  const utc = useUtcDates();
  return short ? formatShortDate(iso, utc) : formatLongDate(iso, utc);
}
