import { FIELD_LABELS, type Revision } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { RevisionRow } from '#src/shared/ink-records/ink-revisions.queries.ts';
import type { FieldChange } from '#src/shared/ink-records/ink-revisions.ts';

/** The only way a revision row becomes JSON: fields named as people read them. */
export function presentRevision(row: RevisionRow): Revision {
  const changes = JSON.parse(row.changes) as FieldChange[];
  return {
    id: row.id,
    inkId: row.ink_id,
    kind: row.kind,
    author: row.username ? { username: row.username } : null,
    addsInk: row.adds_ink === 1,
    source: row.source !== null ? { name: row.source, id: row.source_id ?? '' } : null,
    reverts: row.reverts_id,
    revertedBy: row.reverted_by,
    changes: changes.map((c) => ({ ...c, label: FIELD_LABELS[c.field] })),
    createdAt: toIso(row.created_at),
  };
}
