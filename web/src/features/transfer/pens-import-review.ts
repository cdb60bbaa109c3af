import type {
  InkingImportRow,
  PenImportConfirmBody,
  PenImportPen,
  PenImportPreview,
  PenImportRow,
  UseImportRow,
} from '@inklore/contract';

/**
 * The review of a pens, currently inked or usage file (ADR 058): which rows the member takes,
 * and with which ink. A row is taken at first when it is certain (its ink matched, no problem,
 * not imported before); an uncertain row offers its best guess, not taken until ticked.
 */
export type PenChoice = { take: boolean; inkId: number | null };
export type PenChoices = Map<number, PenChoice>;

export type PreviewRow = PenImportRow | InkingImportRow | UseImportRow;

/** The rows of the file's kind. */
export function rowsOf(p: PenImportPreview): PreviewRow[] {
  return p.kind === 'pens' ? p.pens : p.kind === 'inkings' ? p.inkings : p.uses;
}

export function initialPenChoices(p: PenImportPreview): PenChoices {
  const out: PenChoices = new Map();
  for (const r of rowsOf(p)) {
    if (!('candidates' in r)) {
      out.set(r.row, { take: !r.already, inkId: null });
      continue;
    }
    const inkId = r.candidates[0]?.inkId ?? null;
    const already = 'already' in r && r.already;
    const take = r.outcome === 'matched' && !r.problem && !already && inkId !== null;
    out.set(r.row, { take, inkId });
  }
  return out;
}

/** Whether a row can be taken at all (a problem or no ink: never). */
export function takeable(r: PreviewRow): boolean {
  if (!('candidates' in r)) return true;
  return !r.problem && r.candidates.length > 0;
}

const ref = (pen: PenImportPen) => ({
  penId: pen.penId,
  kind: pen.kind,
  brand: pen.brand,
  model: pen.model,
  nibSize: pen.nibSize,
  color: pen.color,
});

/** The confirm call's body: the taken rows, each with its ink. */
export function penConfirmBody(p: PenImportPreview, choices: PenChoices): PenImportConfirmBody {
  const taken = (row: number) => {
    const c = choices.get(row);
    return c?.take ? c : null;
  };
  return {
    pens: p.pens
      .filter((r) => taken(r.row))
      .map((r) => ({
        ...ref(r.pen),
        material: r.material,
        fillingSystem: r.fillingSystem,
        notes: r.notes,
        archived: r.archived,
      })),
    inkings: p.inkings.flatMap((r) => {
      const c = taken(r.row);
      if (!c || c.inkId === null || r.inkedOn === null) return [];
      return [
        {
          pen: ref(r.pen),
          inkId: c.inkId,
          inkedOn: r.inkedOn,
          cleanedOn: r.cleanedOn,
          note: r.note,
        },
      ];
    }),
    uses: p.uses.flatMap((r) => {
      const c = taken(r.row);
      if (!c || c.inkId === null || r.day === null) return [];
      return [{ pen: ref(r.pen), inkId: c.inkId, day: r.day }];
    }),
  };
}

/** How many rows are taken. */
export const takenCount = (choices: PenChoices): number =>
  [...choices.values()].filter((c) => c.take).length;
