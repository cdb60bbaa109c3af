import { Trans, useLingui } from '@lingui/react/macro';
import type { Pen } from '@inklore/contract';
import { DIRECT_USE_KINDS, INKABLE_KINDS, penName } from '@inklore/contract/pens/pens.rules';
import { Archive, ArchiveRestore, CalendarCheck, Droplet, Lock, Pencil } from 'lucide-react';
import { useId } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { toast } from '#src/lib/toast.ts';
import { useArchivePen } from '../api/pen-mutations.ts';
import { ARCHIVE_INKED_WORDS, penKindWord } from '#src/lib/pen-words.ts';

export type PenDialog = 'edit' | 'ink' | 'direct';

/**
 * What a pen is, in a line: its kind, nib and grind (in `nibWords`: '0.5 mm nib'), filling
 * system, colour and material.
 */
function penFacts(pen: Pen, nibWords: (nib: string) => string): string {
  const nib = [pen.nibSize, pen.nibGrind].filter(Boolean).join(' ');
  return [
    penKindWord(pen.kind),
    nib && nibWords(nib),
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
  const { t, i18n } = useLingui();
  const titleId = useId();
  const archive = useArchivePen();
  const name = penName(pen);
  const inkName = pen.inking?.ink.name;
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
            {pen.archived && (
              <Badge>
                <Trans context="state">Archived</Trans>
              </Badge>
            )}
            {pen.isPublic ? (
              <Badge tone="primary">
                <Trans>Public</Trans>
              </Badge>
            ) : (
              <span className="inline-flex items-center gap-1 text-xs text-muted">
                <Lock className="size-3" aria-hidden="true" />
                <Trans>Private</Trans>
              </span>
            )}
          </p>
          <p className="text-sm text-muted">{penFacts(pen, (nib) => t`${nib} nib`)}</p>
          <p className="text-sm">
            {pen.inking ? (
              <Trans>
                Inked with <span className="font-medium">{inkName}</span>
              </Trans>
            ) : INKABLE_KINDS.includes(pen.kind) ? (
              <span className="text-muted">
                <Trans>Not inked</Trans>
              </span>
            ) : (
              <span className="text-muted">
                <Trans>Name the ink each day you use it</Trans>
              </span>
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
            <Trans>Ink this pen</Trans>
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
            <Trans>Used today with...</Trans>
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
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          className={small}
          aria-describedby={titleId}
          disabled={archive.isPending}
          onClick={() => {
            if (!pen.archived && pen.inking) {
              toast({
                title: t`Not archived`,
                description: i18n._(ARCHIVE_INKED_WORDS),
                variant: 'error',
              });
              return;
            }
            archive.mutate(
              { penId: pen.id, archived: !pen.archived },
              {
                onSuccess: () =>
                  toast({
                    title: pen.archived ? t`Restored` : t`Archived`,
                    description: pen.archived
                      ? t`${name} is back in your pens.`
                      : t`${name} is put away. Show archived pens to find it again.`,
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
          {pen.archived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
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
  const { t } = useLingui();
  return (
    <ul aria-label={t`My pens`}>
      {pens.map((pen) => (
        <PenRow key={pen.id} pen={pen} onDialog={onDialog} />
      ))}
    </ul>
  );
}
