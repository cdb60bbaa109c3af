import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { formatDay } from '#src/lib/dates.ts';
import { statusWord } from '#src/lib/inventory-words.ts';
import { keepMine, keepTheirs } from '../queue.ts';
import type { QueuedChange } from '../store.ts';

/** A change in words: "Used today", "Notes: …", "Add to wishlist". */
function useChangeWords() {
  const { t } = useLingui();
  return (c: QueuedChange) => {
    const b = c.delta;
    if (c.action === 'add') return t`Add as ${statusWord(c.body.status)}`;
    const parts: string[] = [];
    if (b.lastUsed) parts.push(t`used on ${formatDay(b.lastUsed)}`);
    if (b.notes !== undefined) parts.push(b.notes ? t`notes: “${b.notes}”` : t`notes cleared`);
    return parts.join('; ') || statusWord(c.body.status);
  };
}

/**
 * Changes made on this device that have not reached the server: how many wait, and each
 * conflict or refusal with the server's words and the entry as it is there, to choose.
 */
export function WaitingChanges({ queue }: { queue: QueuedChange[] }) {
  const words = useChangeWords();
  const { t } = useLingui();
  const theirWords = (e: NonNullable<QueuedChange['theirs']>) =>
    [
      statusWord(e.status),
      e.lastUsed ? t`last used ${formatDay(e.lastUsed)}` : '',
      e.notes ? t`notes “${e.notes}”` : '',
    ]
      .filter(Boolean)
      .join(', ');
  const [busy, setBusy] = useState<number | null>(null);
  const waiting = queue.filter((c) => c.state === 'waiting');
  const stuck = queue.filter((c) => c.state !== 'waiting');
  if (queue.length === 0) return null;
  const settle = (c: QueuedChange, how: 'mine' | 'theirs') => {
    setBusy(c.id ?? null);
    void (how === 'mine' ? keepMine(c) : keepTheirs(c)).finally(() => setBusy(null));
  };
  return (
    <section
      aria-labelledby="waiting-title"
      className="mt-4 rounded-2xl border border-ochre/40 bg-ochre-soft/40 p-4"
    >
      <h2 id="waiting-title" className="text-lg">
        <Trans>Changes made on this device</Trans>
      </h2>
      {waiting.length > 0 && (
        <p className="mt-1 text-sm" data-testid="waiting-count">
          {waiting.length === 1 ? (
            <Trans>1 change waits to be sent when the network returns.</Trans>
          ) : (
            <Trans>{waiting.length} changes wait to be sent when the network returns.</Trans>
          )}
        </p>
      )}
      {stuck.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {stuck.map((c) => (
            <li
              key={c.id}
              className="rounded-xl border border-rule bg-surface p-3 text-sm"
              data-testid="conflict"
            >
              <p className="font-medium">
                {c.ink.brand} {c.ink.name}: {words(c)}
              </p>
              <p className="mt-1">
                {c.state === 'conflict' ? (
                  <Trans>Not sent: this entry changed elsewhere after this device saved it.</Trans>
                ) : (
                  <Trans>Not sent: the server refused it.</Trans>
                )}{' '}
                {c.problem}
              </p>
              {c.theirs ? (
                <p className="mt-1 text-muted">
                  <Trans>Now on Inklore: {theirWords(c.theirs)}.</Trans>
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                {c.state === 'conflict' && (
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm')}
                    disabled={busy === c.id}
                    onClick={() => settle(c, 'mine')}
                  >
                    <Trans>Send mine</Trans>
                    <span className="sr-only">: {c.ink.name}</span>
                  </button>
                )}
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  disabled={busy === c.id}
                  onClick={() => settle(c, 'theirs')}
                >
                  {c.theirs ? (
                    <Trans>Keep what is on Inklore</Trans>
                  ) : (
                    <Trans>Discard my change</Trans>
                  )}
                  <span className="sr-only">: {c.ink.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
