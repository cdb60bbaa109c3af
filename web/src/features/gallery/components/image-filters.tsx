import type { CommunityImage } from '@inklore/contract';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_CATEGORIES, type ImageCategory } from '@inklore/contract/shared/members.rules';
import { useId } from 'react';
import { inputClass } from '#src/components/ui/input-class.ts';
import { cn } from '#src/lib/cn.ts';
import { filterOptions, type FilterOption, type GalleryFilters } from '../gallery-list.ts';

function Select<T extends string>({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: T | null;
  options: FilterOption<T>[];
  onChange: (v: T | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => {
          const next = options.find((o) => o.value === e.target.value);
          onChange(next ? next.value : null);
        }}
        className={cn(inputClass, 'h-10 cursor-pointer text-sm')}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label} ({o.count})
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Filters over the community images already loaded (spec §2): category, paper type and
 * pen/nib, each offering only what the images have. Side by side from tablets up.
 */
export function ImageFilters({
  images,
  filters,
  onChange,
}: {
  images: readonly CommunityImage[];
  filters: GalleryFilters;
  onChange: (f: GalleryFilters) => void;
}) {
  const options = filterOptions(images, IMAGE_CATEGORIES);
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Filter community images`}
      className="mb-4 flex flex-col gap-3 sm:flex-row"
    >
      <Select<ImageCategory>
        label={t`Category`}
        all={t`All categories`}
        value={filters.category}
        options={options.categories}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <Select
        label={t`Paper type`}
        all={t`All papers`}
        value={filters.paperType}
        options={options.paperTypes}
        onChange={(paperType) => onChange({ ...filters, paperType })}
      />
      <Select
        label={t`Pen/nib`}
        all={t`All pens and nibs`}
        value={filters.penNib}
        options={options.penNibs}
        onChange={(penNib) => onChange({ ...filters, penNib })}
      />
    </div>
  );
}
