import type { MyOffer } from '@inklore/contract';
import { SAMPLE_LIMITS } from '@inklore/contract/members/members.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TestTubes } from 'lucide-react';
import { useId, useState } from 'react';
import { TrustNote, mayDo } from '#src/components/trust-note.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { messageOf } from '#src/lib/failure.ts';
import { useSaveOffer, useStopOffer } from '../api/member-mutations.ts';
import { myOffersOptions } from '../api/members.ts';

const MAX = SAMPLE_LIMITS.offerNoteMaxLength;

function NoteForm({ inkId, offer }: { inkId: number; offer: MyOffer }) {
  const [note, setNote] = useState(offer.note ?? '');
  const [base, setBase] = useState(offer.note);
  if (base !== offer.note) {
    setBase(offer.note);
    setNote(offer.note ?? '');
  }
  const save = useSaveOffer(inkId);
  const [saved, setSaved] = useState(false);
  const id = useId();
  const { t } = useLingui();
  const over = note.length > MAX;
  const used = String(note.length);
  const max = String(MAX);
  const changed = note.trim() !== (offer.note ?? '');
  return (
    <form
      className="mt-3 flex flex-col gap-1.5 pl-7"
      onSubmit={(e) => {
        e.preventDefault();
        if (!changed || over || save.isPending) return;
        setSaved(false);
        save.mutate(note.trim(), { onSuccess: () => setSaved(true) });
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>
          Note for members who ask <span className="font-normal text-muted">(optional)</span>
        </Trans>
      </label>
      <textarea
        id={id}
        rows={2}
        value={note}
        placeholder={t`For example: I can send within the EU.`}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-count`}
        onChange={(e) => {
          setNote(e.target.value);
          setSaved(false);
        }}
        className={cn(inputClass, 'h-auto min-h-16 resize-y py-2 leading-relaxed')}
      />
      <div className="flex items-center justify-between gap-3">
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={!changed || over || save.isPending}
        >
          {save.isPending && <Spinner className="size-4" />}
          <Trans>Save note</Trans>
        </Button>
        <p
          id={`${id}-count`}
          className={cn('font-mono text-xs', over ? 'text-oxblood' : 'text-muted')}
        >
          <Trans>
            {used}/{max} characters
          </Trans>
        </p>
      </div>
      <p role="status" className="text-sm text-verdigris">
        {saved ? t`Note saved.` : ''}
      </p>
      {save.isError && <FormAlert>{messageOf(save.error)}</FormAlert>}
    </form>
  );
}

/**
 * "I can share samples of this" on an ink the member owns (the ink-ventory's place for it,
 * which the ink page gives: ADR 043): opt-in per ink, with an optional note; a verified email
 * first (ADR 059). Signed-in members see who offers, with the note, on the ink's page.
 */
export default function SampleOfferSwitch({ inkId }: { inkId: number }) {
  const { data: me } = useCurrentUser();
  const offers = useQuery(myOffersOptions());
  const save = useSaveOffer(inkId);
  const stop = useStopOffer(inkId);
  const id = useId();
  // what was chosen, shown at once while it is saved
  const [want, setWant] = useState<boolean | null>(null);
  if (!me) return null;
  const offer = offers.data?.find((o) => o.ink.id === inkId) ?? null;
  const busy = save.isPending || stop.isPending;
  const on = want ?? offer !== null;
  // offering needs the trust rule; stopping never does
  const refused = !on && !mayDo(me, 'offerSamples');
  const failure = save.error ?? stop.error;
  return (
    <div
      className="rounded-xl border border-rule px-3 py-2.5 text-[0.95rem]"
      data-testid="sample-offer"
    >
      {refused && <TrustNote user={me} action="offerSamples" className="mb-2" />}
      <label className="flex cursor-pointer items-center gap-3 font-medium has-[:disabled]:cursor-not-allowed">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={offers.isPending || refused}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            // a change waits for the one before it (the switch keeps its focus meanwhile)
            if (busy) return;
            save.reset();
            stop.reset();
            const next = e.target.checked;
            setWant(next);
            const settled = { onSettled: () => setWant(null) };
            if (next) save.mutate('', settled);
            else stop.mutate(undefined, settled);
          }}
          className="size-4 shrink-0 accent-[var(--color-primary)]"
        />
        <TestTubes className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <Trans>I can share samples of this</Trans>
        {busy && <Spinner className="size-4" />}
      </label>
      <p id={`${id}-hint`} className="mt-1 pl-7 text-sm text-muted">
        <Trans>
          Members who want this ink can then ask you for a sample. They see your name and note; what
          you send, and how, you agree with them.
        </Trans>
      </p>
      {offers.isError && (
        <p className="mt-2 pl-7 text-sm text-oxblood">
          <Trans>Your offers could not be loaded. Reload the page to try again.</Trans>
        </p>
      )}
      {failure !== null && !save.isPending && !stop.isPending && (
        <div className="mt-2">
          <FormAlert>{messageOf(failure)}</FormAlert>
        </div>
      )}
      {offer && !busy && <NoteForm inkId={inkId} offer={offer} />}
    </div>
  );
}
