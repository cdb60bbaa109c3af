import { formatNumberIn, i18n } from './i18n.ts';

/**
 * A number as the page's language writes it (1,234; German 1.234), without loading locale data
 * (ADR 076).
 */
export function formatNumber(n: number): string {
  return formatNumberIn(i18n.locale, n);
}
