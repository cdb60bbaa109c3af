import { INK_SORTS, type InkSort } from '@inklore/contract/catalogue/catalogue.rules';
import { useId } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { defaultSort, type BrowseFilters } from '../browse-params.ts';

const LABELS: Record<InkSort, string> = {
  relevance: 'Best match',
  name: 'Brand and name',
  newest: 'Newest',
  owned: 'Most owned',
  photographed: 'Most photographed',
  rating: 'Highest rated',
  hue: 'Rainbow (by hue)',
};

/** The order of the list (ADR 050): a native select; none for a colour search (nearest first). */
export function SortSelect({
  filters,
  onChange,
  form,
}: {
  filters: BrowseFilters;
  onChange: (next: BrowseFilters) => void;
  /**
   * The browse search form's id (filter-panel.tsx, ADR 062). The select is named only for an
   * order chosen already: the default depends on the search the form sends.
   */
  form?: string;
}) {
  const id = useId();
  if (filters.near) return null;
  const sorts = filters.search ? INK_SORTS : INK_SORTS.filter((s) => s !== 'relevance');
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase"
      >
        Sort by
      </label>
      <select
        id={id}
        value={filters.sort ?? defaultSort(filters.search)}
        form={form}
        name={form && filters.sort ? 'sort' : undefined}
        onChange={(e) => onChange({ ...filters, sort: sorts.find((s) => s === e.target.value) })}
        className={`${inputClass} h-10 cursor-pointer text-sm`}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
