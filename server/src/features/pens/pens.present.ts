import {
  cleanSoon,
  type ColorFamily,
  type InkBrief,
  type Inking,
  type Pen,
  type PenBrief,
  type PublicPen,
  type Use,
} from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { InkingRow, PenRow, PublicPenRow, UseRow } from './pens.queries.ts';

type BriefColumns = {
  pen_id: number;
  pen_kind: PenBrief['kind'];
  pen_brand: string;
  pen_model: string | null;
  pen_nib_size: string | null;
  ink_id: number;
  ink_name: string;
  ink_brand: string;
  ink_color_hex: string;
  ink_color_family: string;
};

function penBrief(row: BriefColumns): PenBrief {
  return {
    id: row.pen_id,
    kind: row.pen_kind,
    brand: row.pen_brand,
    model: row.pen_model,
    nibSize: row.pen_nib_size,
  };
}

function inkBrief(row: {
  ink_id: number;
  ink_name: string;
  ink_brand: string;
  ink_color_hex: string;
  ink_color_family: string;
}): InkBrief {
  return {
    id: row.ink_id,
    name: row.ink_name,
    brand: row.ink_brand,
    colorHex: row.ink_color_hex,
    // the catalogue writes only COLOR_FAMILIES here (inkRow())
    color: row.ink_color_family as ColorFamily,
  };
}

/** A pairing; "clean soon" as of the member's `today` with their number of days. */
export function presentInking(row: InkingRow, today: string, cleanSoonDays: number): Inking {
  const dates = {
    inkedOn: row.inked_on,
    cleanedOn: row.cleaned_on,
    lastRefilledOn: row.last_refilled_on,
  };
  return {
    id: row.id,
    pen: penBrief(row),
    ink: inkBrief(row),
    ...dates,
    refills: row.refills,
    note: row.note,
    daysUsed: row.days_used ?? 0,
    lastUsedOn: row.last_used_on ?? null,
    cleanSoon: cleanSoon(dates, today, cleanSoonDays),
  };
}

export function presentPen(row: PenRow, inking: Inking | null, daysUsed: number): Pen {
  return {
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    model: row.model,
    nibSize: row.nib_size,
    nibGrind: row.nib_grind,
    fillingSystem: row.filling_system,
    color: row.color,
    material: row.material,
    notes: row.notes,
    isPublic: row.is_public === 1,
    archived: row.archived_at !== null,
    inking,
    daysUsed,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function presentUse(row: UseRow): Use {
  return {
    id: row.id,
    day: row.day,
    pen: penBrief(row),
    ink: inkBrief(row),
    inkingId: row.inking_id,
    note: row.note,
  };
}

/** What anyone sees of a public pen: never its notes, filling system nor the diary. */
export function presentPublicPen(row: PublicPenRow): PublicPen {
  const { ink_id, ink_name, ink_brand, ink_color_hex, ink_color_family } = row;
  const ink =
    ink_id !== null &&
    ink_name !== null &&
    ink_brand !== null &&
    ink_color_hex !== null &&
    ink_color_family !== null
      ? inkBrief({ ink_id, ink_name, ink_brand, ink_color_hex, ink_color_family })
      : null;
  return {
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    model: row.model,
    nibSize: row.nib_size,
    nibGrind: row.nib_grind,
    color: row.color,
    material: row.material,
    inkedWith: ink,
    inkedOn: ink ? row.inked_on : null,
  };
}
