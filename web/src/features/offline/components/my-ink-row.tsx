import { Trans, useLingui } from '@lingui/react/macro';
import type { InventoryBody } from '@inklore/contract';
import { INVENTORY_NOTES_MAX_LENGTH } from '@inklore/contract/shared/members.rules';
import { useId, useState } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { formatDay, localDay } from '#src/lib/dates.ts';
import { kindWord, statusWord } from '#src/lib/inventory-words.ts';
import { Link } from '#src/lib/router.tsx';
import type { Mine } from '../store.ts';

/**
 * One of the member's inks as the device holds it: its swab, name and brand, how they hold
 * it, when they last used it, and the two changes that work offline, "Used today" and notes.
 */
export function MyInkRow({
  item,
  note,
  waiting,
  onChange,
}: {
  item: Mine['inventory'][number];
  /** How near it is to the colour searched for. */
  note: string | null;
  /** A change to it waits to be sent. */
  waiting: boolean;
  onChange: (body: Omit<InventoryBody, 'status'> & { status: InventoryBody['status'] }) => void;
}) {
  const { t } = useLingui();
  const { ink, entry } = item;
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState(entry.notes ?? '');
  const notesId = useId();
  const today = localDay();
  return (
    <li className="rounded-xl border border-rule bg-surface p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Swab hex={ink.colorHex} seed={ink.id} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1 basis-44">
          <p className="font-medium">
            <Link to={`/ink/${ink.id}`} className="hover:text-primary">
              {ink.name}
            </Link>
          </p>
          <p className="text-sm text-muted">
            {ink.brand} · {statusWord(entry.status)} · {kindWord(entry.kind)}
            {entry.lastUsed ? (
              <>
                {' '}
                · <Trans>last used {formatDay(entry.lastUsed)}</Trans>
              </>
            ) : null}
            {note ? ` · ${note}` : ''}
          </p>
          {entry.notes && !editing ? <p className="mt-1 text-sm">{entry.notes}</p> : null}
        </div>
        {waiting && (
          <Badge tone="featured">
            <Trans>Waiting to send</Trans>
          </Badge>
        )}
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={entry.lastUsed === today}
            onClick={() => onChange({ status: entry.status, lastUsed: today })}
          >
            {entry.lastUsed === today ? <Trans>Used today ✓</Trans> : <Trans>Used today</Trans>}
            <span className="sr-only">: {ink.name}</span>
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-expanded={editing}
            onClick={() => {
              setNotes(entry.notes ?? '');
              setEditing((v) => !v);
            }}
          >
            <Trans>Notes</Trans>
            <span className="sr-only">: {ink.name}</span>
          </button>
        </div>
      </div>
      {editing && (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ status: entry.status, notes: notes.trim() || null });
            setEditing(false);
          }}
        >
          <label htmlFor={notesId} className="text-sm font-medium">
            {t`Notes on ${ink.name}`}
          </label>
          <textarea
            id={notesId}
            value={notes}
            maxLength={INVENTORY_NOTES_MAX_LENGTH}
            onChange={(e) => setNotes(e.target.value)}
            rows={3}
            className={inputClass}
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary', 'sm')}>
              <Trans>Save notes</Trans>
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => setEditing(false)}
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
