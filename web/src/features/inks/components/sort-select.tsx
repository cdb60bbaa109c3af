import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INK_SORTS, type InkSort } from '@inklore/contract/catalogue/catalogue.rules';
import { useId } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { defaultSort, type BrowseFilters } from '../browse-params.ts';

const LABELS: Record<InkSort, MessageDescriptor> = {
  relevance: msg`Best match`,
  name: msg`Brand and name`,
  newest: msg`Newest`,
  owned: msg`Most owned`,
  photographed: msg`Most photographed`,
  rating: msg`Highest rated`,
  hue: msg`Rainbow (by hue)`,
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
  const { i18n } = useLingui();
  if (filters.near) return null;
  const sorts = filters.search ? INK_SORTS : INK_SORTS.filter((s) => s !== 'relevance');
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase"
      >
        <Trans>Sort by</Trans>
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
            {i18n._(LABELS[s])}
          </option>
        ))}
      </select>
    </div>
  );
}
