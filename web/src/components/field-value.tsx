import type { RevisionChange } from '@inklore/contract';
import type { ColorFamily, InkProperty } from '@inklore/contract/catalogue/catalogue.rules';
import { Trans } from '@lingui/react/macro';
import { colourFamilyWord, inkPropertyWord } from '#src/lib/catalogue-words.ts';

/**
 * One value of an ink's catalogue field as people read it: a colour as a small swatch with its
 * hex, a list joined, a description clamped to a few lines, nothing as "none". The History,
 * the staff's review of corrections and the member's own corrections show values alike.
 */
export function FieldValue({
  field,
  value,
}: {
  field: RevisionChange['field'];
  value: RevisionChange['before'];
}) {
  if (value === null || (Array.isArray(value) && value.length === 0)) {
    return (
      <span className="text-muted italic">
        <Trans>none</Trans>
      </span>
    );
  }
  if (typeof value === 'boolean')
    return <span>{value ? <Trans>Yes</Trans> : <Trans>No</Trans>}</span>;
  if (Array.isArray(value))
    return (
      <span>
        {(field === 'properties'
          ? value.map((v) => inkPropertyWord(v as InkProperty))
          : value
        ).join(', ')}
      </span>
    );
  if (field === 'colorHex') {
    return (
      <span className="inline-flex items-center gap-2 font-mono text-sm uppercase">
        <span
          aria-hidden="true"
          className="size-5 shrink-0 rounded-md shadow-[inset_0_0_0_1px_rgb(0_0_0/0.15)]"
          style={{ background: value }}
        />
        {value}
      </span>
    );
  }
  if (field === 'description') {
    return <span className="line-clamp-4 whitespace-pre-line">{value}</span>;
  }
  if (field === 'color') return <span>{colourFamilyWord(value as ColorFamily)}</span>;
  return <span>{value}</span>;
}
