import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COLOR_FAMILIES, INK_PROPERTIES } from '@inklore/contract/catalogue/catalogue.rules';
import { useId, useState, type ReactNode } from 'react';
import {
  BRAND_OPTIONS,
  EMPTY_FILTERS,
  activeFilterCount,
  toggle,
  type BrowseFilters,
} from '../browse-params.ts';
import { EARLY_FIELD } from '#src/lib/early-input.ts';
import { brandFilterWord, colourFamilyWord, inkPropertyWord } from '#src/lib/catalogue-words.ts';
import { ColorDot } from './color-dot.tsx';
import { NearPicker } from './near-picker.tsx';
import { SortSelect } from './sort-select.tsx';

const BRANDS_SHOWN = 8;

/**
 * The fields of the panel drawn in the page (not the phones' drawer) belong to the browse
 * search form, `form`, under the names of the address (browse-params.ts): without script,
 * what is ticked goes with the next search; and what is ticked before the page is live is
 * taken over (ADR 062).
 */
function formField(form: string | undefined, name: string, value?: string): Record<string, string> {
  if (!form) return {};
  return {
    form,
    name,
    ...(value === undefined ? {} : { value }),
    [EARLY_FIELD]: value === undefined ? name : `${name}=${value}`,
  };
}

function Check({
  label,
  checked,
  onChange,
  field,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
  field: Record<string, string>;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <li>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-[0.92rem] hover:bg-sunken has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onChange}
          {...field}
          className="size-4 shrink-0 accent-[var(--primary)] focus-visible:outline-none"
        />
        {children}
        <span className="min-w-0 flex-1 truncate">{label}</span>
      </label>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-rule pt-4 first:border-t-0 first:pt-0">
      <legend className="mb-2 font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** The order of the list, and the brand, colour and property facets (spec §9 lists). */
export function FilterPanel({
  filters,
  onChange,
  form,
}: {
  filters: BrowseFilters;
  onChange: (next: BrowseFilters) => void;
  /** The browse search form's id, for the panel drawn in the page (see formField). */
  form?: string;
}) {
  const [allBrands, setAllBrands] = useState(false);
  // brands chosen from a pasted URL that are not on the list still show, so they can be removed
  const extraBrands = filters.brands.filter((b) => !BRAND_OPTIONS.includes(b));
  const brandList = [...BRAND_OPTIONS, ...extraBrands];
  const shown = allBrands
    ? brandList
    : brandList.filter((b, i) => i < BRANDS_SHOWN || filters.brands.includes(b));
  const count = activeFilterCount(filters);
  const brandCount = brandList.length;
  const { t } = useLingui();

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted">
          {count === 0
            ? t`No filters applied`
            : t`${plural(count, { one: '# filter applied', other: '# filters applied' })}`}
        </p>
        {count > 0 && (
          <button
            type="button"
            className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline"
            onClick={() =>
              onChange({ ...EMPTY_FILTERS, search: filters.search, sort: filters.sort })
            }
          >
            <Trans>Clear filters</Trans>
          </button>
        )}
      </div>
      <SortSelect filters={filters} onChange={onChange} form={form} />
      <Group title={t`Search by colour`}>
        <NearPicker
          near={filters.near}
          onChange={(near) => onChange({ ...filters, near, search: near ? '' : filters.search })}
        />
      </Group>
      <Group title={t`Colour`}>
        <ul className="grid grid-cols-1 gap-0.5">
          {COLOR_FAMILIES.map((c) => (
            <Check
              key={c}
              label={colourFamilyWord(c)}
              field={formField(form, 'color', c)}
              checked={filters.colors.includes(c)}
              onChange={() => onChange({ ...filters, colors: toggle(filters.colors, c) })}
            >
              <ColorDot family={c} />
            </Check>
          ))}
        </ul>
      </Group>
      <Group title={t`Brand`}>
        <ul className="grid grid-cols-1 gap-0.5">
          {shown.map((b) => (
            <Check
              key={b}
              label={brandFilterWord(b)}
              field={formField(form, 'brand', b)}
              checked={filters.brands.includes(b)}
              onChange={() => onChange({ ...filters, brands: toggle(filters.brands, b) })}
            />
          ))}
        </ul>
        {brandList.length > BRANDS_SHOWN && (
          <button
            type="button"
            className="mt-1.5 ml-1.5 cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline"
            aria-expanded={allBrands}
            onClick={() => setAllBrands((v) => !v)}
          >
            {allBrands ? t`Show fewer brands` : t`Show all ${brandCount} brands`}
          </button>
        )}
      </Group>
      <Group title={t`Properties`}>
        <ul className="grid grid-cols-1 gap-0.5">
          {INK_PROPERTIES.map((p) => (
            <Check
              key={p}
              label={inkPropertyWord(p)}
              field={formField(form, 'properties', p)}
              checked={filters.properties.includes(p)}
              onChange={() => onChange({ ...filters, properties: toggle(filters.properties, p) })}
            />
          ))}
        </ul>
      </Group>
    </div>
  );
}
