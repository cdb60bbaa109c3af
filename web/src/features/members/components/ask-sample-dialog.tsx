import type { InkBrief, MemberBrief, SampleRequestDetail } from '@inklore/contract';
import { SAMPLE_LIMITS } from '@inklore/contract/members/members.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { displayNameOf } from '#src/components/person.ts';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { FormAlert, TextArea } from '#src/components/ui/fields.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { messageOf } from '#src/lib/failure.ts';
import { Link } from '#src/lib/router.tsx';
import { useAskSample } from '../api/member-mutations.ts';
import { MEMBER_WORDS } from '../words.ts';

const MAX = SAMPLE_LIMITS.messageMaxLength;

/**
 * "Ask for a sample": a short message to a member who offers the ink (1 to 500 characters,
 * plain text). Once sent, the dialog links to the request, where the two of them go on.
 * Its code loads on the first press.
 */
export default function AskSampleDialog({
  ink,
  member,
  onClose,
}: {
  ink: Pick<InkBrief, 'id' | 'name' | 'brand'>;
  member: MemberBrief;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<SampleRequestDetail | null>(null);
  const ask = useAskSample();
  const name = displayNameOf(member);
  const inkName = `${ink.brand} ${ink.name}`;
  const { t, i18n } = useLingui();
  const send = () => {
    const text = message.trim();
    if (text.length === 0 || text.length > MAX) {
      setProblem(i18n._(MEMBER_WORDS.emptyMessage));
      return;
    }
    setProblem(null);
    ask.mutate(
      { username: member.username, inkId: ink.id, message: text },
      { onSuccess: (detail) => setSent(detail) },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !ask.isPending && onClose()}
      width="md"
      closeButton
      busy={ask.isPending}
      title={t`Ask for a sample`}
      description={t`Ask ${name} for a sample of ${inkName}.`}
      descriptionClassName="mt-2 text-muted"
    >
      {sent ? (
        <div className="mt-5 flex flex-col gap-4">
          <FormAlert tone="success">
            <Trans>Your request was sent. {name} is told, and can accept or decline it.</Trans>
          </FormAlert>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose className={buttonClass('secondary', 'sm')}>
              <Trans>Close</Trans>
            </DialogClose>
            <Link to={`/samples/requests/${sent.id}`} className={buttonClass('primary', 'sm')}>
              <Trans>Open the request</Trans>
            </Link>
          </div>
        </div>
      ) : (
        <form
          className="mt-5 flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!ask.isPending) send();
          }}
        >
          <TextArea
            name="message"
            label={t`Your message`}
            value={message}
            onChange={(v) => {
              setMessage(v);
              setProblem(null);
            }}
            error={problem ?? undefined}
            max={MAX}
          />
          <p className="text-sm text-muted">
            <Trans>
              Inklore passes no addresses or payments: once {name} accepts, agree on what to
              exchange in the request’s messages.
            </Trans>
          </p>
          {ask.isError && <FormAlert>{messageOf(ask.error)}</FormAlert>}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose className={buttonClass('secondary', 'sm')} disabled={ask.isPending}>
              <Trans>Cancel</Trans>
            </DialogClose>
            <button type="submit" className={buttonClass('primary', 'sm')} disabled={ask.isPending}>
              {ask.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              <Trans>Send request</Trans>
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
