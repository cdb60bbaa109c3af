import type { Ink } from '@inklore/contract';
import { expect } from 'vitest';
import { json, type Browser } from '../../../test/helpers.ts';

/** What the ink tests share (inks.edit.test.ts, history.test.ts). */

/** An ink as GET /api/inks/{id} gives it to `browser` (200 expected). */
export async function readInk(browser: Browser, id: number): Promise<Ink> {
  const res = await browser.get(`/api/inks/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Ink>(res);
}

/** The body of PUT /api/inks/{id}: every field as `current` has it, with `changes` over them. */
export function editBody(current: Ink, changes: Record<string, unknown> = {}) {
  return {
    name: current.name,
    brand: current.brand,
    line: current.line,
    color: current.color,
    colorHex: current.colorHex,
    description: current.description,
    properties: current.properties,
    featured: current.featured,
    images: current.images,
    ...changes,
  };
}
