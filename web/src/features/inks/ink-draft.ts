import type { Ink, InkEditBody, InkSubmissionBody } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import {
  BRAND_FILTERS,
  COLOR_FAMILIES,
  INK_PROPERTIES,
  type ColorFamily,
  type InkProperty,
} from '@inklore/contract/catalogue/catalogue.rules';
import { colorFamilyOf } from '@inklore/contract/color/color.rules';
import { ALIAS_LIMITS, InkAliases } from '@inklore/contract/search/search';
import {
  InkEditBody as EditSchema,
  InkSubmissionBody as SubmitSchema,
} from '@inklore/contract/submissions/submissions';
import { check, type Errors } from '#src/lib/form.ts';

/**
 * An ink as a member or a moderator writes it (share a discovery, /ink/{id}/edit): the text
 * fields, checked by the contract's own rules (contract/src/submissions/submissions.ts), and the bodies
 * sent to the server, which checks them all again.
 */

export const INK_TEXT_FIELDS = [
  'brand',
  'name',
  'line',
  'color',
  'colorHex',
  'description',
] as const;
export type InkTextField = (typeof INK_TEXT_FIELDS)[number];
export type InkDraft = Record<InkTextField, string>;

export const EMPTY_INK_DRAFT: InkDraft = {
  brand: '',
  name: '',
  line: '',
  color: '',
  colorHex: '',
  description: '',
};

/** The brands the brand field suggests: the catalogue's named brands (spec §9's list). */
export const BRAND_SUGGESTIONS: readonly string[] = BRAND_FILTERS;

export { COLOR_FAMILIES, INK_PROPERTIES };

/**
 * '#1F6F78', '1f6f78', '#abc' or 'abc' as '#1f6f78' / '#aabbcc'; null when it is not a colour
 * in hex.
 */
export function normalizeHex(text: string): string | null {
  const t = text.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(t)) return `#${t}`;
  if (/^[0-9a-f]{3}$/.test(t)) return `#${t.replace(/(.)/g, '$1$1')}`;
  return null;
}

/** The colour family a hex most likely belongs to (the catalogue's own rule), or null. */
export function suggestedFamily(hexText: string): ColorFamily | null {
  const hex = normalizeHex(hexText);
  return hex ? colorFamilyOf(hex) : null;
}

const fields = SubmitSchema.shape;

/** The first problem of each text field, in the contract's words. */
export function inkDraftErrors(v: InkDraft): Errors<InkTextField> {
  return {
    brand: check(fields.brand, v.brand),
    name: check(fields.name, v.name),
    line: check(fields.line, v.line),
    color: check(fields.color, v.color),
    colorHex: check(fields.colorHex, normalizeHex(v.colorHex) ?? v.colorHex),
    description: check(fields.description, v.description),
  };
}

function common(v: InkDraft, properties: readonly InkProperty[]) {
  const text = (s: string) => s.trim() || null;
  return {
    name: v.name.trim(),
    brand: v.brand.trim(),
    line: text(v.line),
    color: v.color as ColorFamily, // checked by inkDraftErrors before anything is sent
    colorHex: normalizeHex(v.colorHex) ?? v.colorHex.trim(),
    description: text(v.description),
    // in the catalogue's order, whatever order they were ticked in
    properties: INK_PROPERTIES.filter((p) => properties.includes(p)),
  };
}

/** POST /api/submissions (other names only when the member gave some). */
export function submissionBody(
  v: InkDraft,
  properties: readonly InkProperty[],
  imageUrl: string | null,
  confirmDuplicate: boolean,
  aliases: readonly string[] = [],
): InkSubmissionBody {
  return {
    ...common(v, properties),
    ...(aliases.length > 0 ? { aliases: [...aliases] } : {}),
    imageUrl,
    confirmDuplicate,
  };
}

/**
 * PUT /api/inks/{id}: every field of the ink. `aliases` replaces the ink's other names; null
 * (the list was not loaded) leaves them as they are.
 */
export function editBody(
  v: InkDraft,
  properties: readonly InkProperty[],
  featured: boolean,
  images: readonly string[],
  aliases: readonly string[] | null = null,
): InkEditBody {
  return {
    ...common(v, properties),
    featured,
    images: [...images],
    ...(aliases ? { aliases: [...aliases] } : {}),
  };
}

/** The form's starting values for an ink being edited. */
export function draftOfInk(ink: Ink): InkDraft {
  return {
    brand: ink.brand,
    name: ink.name,
    line: ink.line ?? '',
    color: ink.color,
    colorHex: ink.colorHex,
    description: ink.description ?? '',
  };
}

// --- The images of an ink being edited -------------------------------------------------------

export const MAX_INK_IMAGES = 20;

const imageRule = EditSchema.shape.images.element;

/** Why an image address would be refused, in the contract's words; null when it is fine. */
export function imageAddressProblem(url: string): string | null {
  return check(imageRule, url) ?? null;
}

/** Why an address cannot be added to the list, or null. */
export function addImageProblem(url: string, images: readonly string[]): string | null {
  const u = url.trim();
  if (u === '') return t`Paste the address of an image.`;
  if (images.length >= MAX_INK_IMAGES) return t`At most ${MAX_INK_IMAGES} images.`;
  if (images.includes(u)) return t`This image is in the list already.`;
  return imageAddressProblem(u);
}

/** The list with the item at `index` moved by `delta` places (kept within the list). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T); // index was checked above
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

// --- Other names (ADR 025) ------------------------------------------------------------------

/** Other names one ink may have (the contract's limit). */
export const MAX_ALIASES = ALIAS_LIMITS.perInk;

/**
 * Why a name cannot be added to a list of other names, in the contract's words where it has
 * them; null when it can. The same name in another case counts as the same name.
 */
export function addAliasProblem(text: string, names: readonly string[]): string | null {
  const name = text.trim();
  if (name === '') return t`Type a name first.`;
  if (names.length >= MAX_ALIASES) return t`At most ${MAX_ALIASES} other names.`;
  const key = name.toLowerCase();
  if (names.some((n) => n.toLowerCase() === key)) return t`“${name}” is in the list already.`;
  return check(InkAliases, [name]) ?? null;
}

/** Whether two lists hold the same items in the same order. */
export function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
