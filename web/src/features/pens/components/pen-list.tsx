import type { Pen } from '@inklore/contract';
import {
  DIRECT_USE_KINDS,
  INKABLE_KINDS,
  PEN_KIND_LABELS,
  PEN_MESSAGES,
  penName,
} from '@inklore/contract/pens/pens.rules';
import { Archive, ArchiveRestore, CalendarCheck, Droplet, Lock, Pencil } from 'lucide-react';
import { useId } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { toast } from '#src/lib/toast.ts';
import { useArchivePen } from '../api/pen-mutations.ts';

export type PenDialog = 'edit' | 'ink' | 'direct';

/** What a pen is, in a line: its kind, nib and grind, filling system, colour and material. */
function penFacts(pen: Pen): string {
  const nib = [pen.nibSize, pen.nibGrind].filter(Boolean).join(' ');
  return [
    PEN_KIND_LABELS[pen.kind],
    nib && `${nib} nib`,
    pen.fillingSystem,
    [pen.color, pen.material].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(' · ');
}

function PenRow({
  pen,
  onDialog,
}: {
  pen: Pen;
  onDialog: (dialog: PenDialog, pen: Pen, from: HTMLElement) => void;
}) {
  const titleId = useId();
  const archive = useArchivePen();
  const name = penName(pen);
  const mayInk = INKABLE_KINDS.includes(pen.kind) && pen.inking === null && !pen.archived;
  const direct = DIRECT_USE_KINDS.includes(pen.kind) && !pen.archived;
  const small = buttonClass('secondary', 'sm');
  return (
    <li className="flex flex-col gap-3 border-t border-rule py-4 first:border-t-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        {pen.inking ? (
          <Swab
            hex={pen.inking.ink.colorHex}
            seed={pen.inking.ink.id}
            className="mt-0.5 h-9 w-12 shrink-0"
          />
        ) : (
          <span
            aria-hidden="true"
            className="mt-0.5 h-9 w-12 shrink-0 rounded-lg border border-dashed border-rule"
          />
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={titleId} className="font-medium break-words">
              {name}
            </span>
            {pen.archived && <Badge>Archived</Badge>}
            {pen.isPublic ? (
              <Badge tone="primary">Public</Badge>
            ) : (
              <span className="inline-flex items-center gap-1 text-xs text-muted">
                <Lock className="size-3" aria-hidden="true" />
                Private
              </span>
            )}
          </p>
          <p className="text-sm text-muted">{penFacts(pen)}</p>
          <p className="text-sm">
            {pen.inking ? (
              <>
                Inked with <span className="font-medium">{pen.inking.ink.name}</span>
              </>
            ) : INKABLE_KINDS.includes(pen.kind) ? (
              <span className="text-muted">Not inked</span>
            ) : (
              <span className="text-muted">Name the ink each day you use it</span>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {mayInk && (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={(e) => onDialog('ink', pen, e.currentTarget)}
          >
            <Droplet className="size-4" aria-hidden="true" />
            Ink this pen
          </button>
        )}
        {direct && (
          <button
            type="button"
            className={small}
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={(e) => onDialog('direct', pen, e.currentTarget)}
          >
            <CalendarCheck className="size-4" aria-hidden="true" />
            Used today with...
          </button>
        )}
        <button
          type="button"
          className={small}
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={(e) => onDialog('edit', pen, e.currentTarget)}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </button>
        <button
          type="button"
          className={small}
          aria-describedby={titleId}
          disabled={archive.isPending}
          onClick={() => {
            if (!pen.archived && pen.inking) {
              toast({
                title: 'Not archived',
                description: PEN_MESSAGES.archiveInked,
                variant: 'error',
              });
              return;
            }
            archive.mutate(
              { penId: pen.id, archived: !pen.archived },
              {
                onSuccess: () =>
                  toast({
                    title: pen.archived ? 'Restored' : 'Archived',
                    description: pen.archived
                      ? `${name} is back in your pens.`
                      : `${name} is put away. Show archived pens to find it again.`,
                    variant: 'success',
                  }),
              },
            );
          }}
        >
          {archive.isPending ? (
            <Spinner className="size-4" />
          ) : pen.archived ? (
            <ArchiveRestore className="size-4" aria-hidden="true" />
          ) : (
            <Archive className="size-4" aria-hidden="true" />
          )}
          {pen.archived ? 'Restore' : 'Archive'}
        </button>
      </div>
    </li>
  );
}

/** "My pens": each pen with what it holds, and what can be done with it. */
export function PenList({
  pens,
  onDialog,
}: {
  pens: readonly Pen[];
  onDialog: (dialog: PenDialog, pen: Pen, from: HTMLElement) => void;
}) {
  return (
    <ul aria-label="My pens">
      {pens.map((pen) => (
        <PenRow key={pen.id} pen={pen} onDialog={onDialog} />
      ))}
    </ul>
  );
}
