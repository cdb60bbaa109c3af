import type { Inking, InkBrief, Pen, PenBrief, Use } from '@inklore/contract';

/**
 * Pens, pairings and diary marks as the server answers them (contract/src/pens/pens.ts), for
 * the pens feature's component tests; not app code.
 */

export const KONPEKI: InkBrief = {
  id: 7,
  name: 'Kon-peki',
  brand: 'Pilot',
  colorHex: '#1e6fa8',
  color: 'Blue',
};
export const OXBLOOD: InkBrief = {
  id: 8,
  name: 'Oxblood',
  brand: 'Diamine',
  colorHex: '#7a2330',
  color: 'Red',
};

export function penBrief(pen: Pen): PenBrief {
  return { id: pen.id, kind: pen.kind, brand: pen.brand, model: pen.model, nibSize: pen.nibSize };
}

export function testPen(id: number, over: Partial<Pen> = {}): Pen {
  return {
    id,
    kind: 'fountain',
    brand: 'Pilot',
    model: 'Custom 74',
    nibSize: 'F',
    nibGrind: null,
    fillingSystem: 'Cartridge/converter',
    color: null,
    material: null,
    notes: null,
    isPublic: false,
    archived: false,
    inking: null,
    daysUsed: 0,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...over,
  };
}

export function testInking(
  id: number,
  pen: Pen,
  ink: InkBrief,
  over: Partial<Inking> = {},
): Inking {
  return {
    id,
    pen: penBrief(pen),
    ink,
    inkedOn: '2026-11-10',
    cleanedOn: null,
    refills: 0,
    lastRefilledOn: null,
    note: null,
    daysUsed: 3,
    lastUsedOn: null,
    cleanSoon: false,
    ...over,
  };
}

/** A pen inked with `ink` (its open pairing `inkingId`). */
export function inkedPen(
  id: number,
  inkingId: number,
  ink: InkBrief,
  over: Partial<Pen> = {},
  inkingOver: Partial<Inking> = {},
): Pen {
  const pen = testPen(id, over);
  return { ...pen, inking: testInking(inkingId, pen, ink, inkingOver) };
}

export function testUse(id: number, day: string, inking: Inking, note: string | null = null): Use {
  return { id, day, pen: inking.pen, ink: inking.ink, inkingId: inking.id, note };
}
