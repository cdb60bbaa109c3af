import type { InkBrief, Offerer } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { MemberLink } from '#src/components/member-link.tsx';
import { TrustNote, mayDo } from '#src/components/trust-note.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { inkSamplesOptions } from '../api/members.ts';

// The dialog loads on the first press.
const AskSampleDialog = lazy(() => import('./ask-sample-dialog.tsx'));

type AskFor = Pick<InkBrief, 'id' | 'name' | 'brand'>;

/** "N members offer samples" (of an ink). */
export function offerCountText(count: number): string {
  return plural(count, { one: '# member offers samples', other: '# members offer samples' });
}

/**
 * The members who offer samples of an ink, each with their note and "Ask for a sample" (the
 * wishlist match and the ink's page); the member themself is named without the button.
 */
export function OffererList({
  ink,
  offerers,
  label,
}: {
  ink: AskFor;
  offerers: Offerer[];
  label: string;
}) {
  const { data: me } = useCurrentUser();
  const [asking, setAsking] = useState<Offerer | null>(null);
  const from = useRef<HTMLButtonElement | null>(null);
  const mayAsk = mayDo(me, 'requestSamples');
  return (
    <>
      {!mayAsk && <TrustNote user={me} action="requestSamples" className="mb-3" />}
      <ul aria-label={label} className="flex flex-col">
        {offerers.map((o) => {
          const mine = me?.username.toLowerCase() === o.member.username.toLowerCase();
          const since = formatLongDate(o.since);
          const username = o.member.username;
          return (
            <li
              key={o.member.username}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-rule py-3 first:border-t-0"
            >
              <div className="min-w-0">
                <MemberLink member={o.member} />
                {mine && (
                  <span className="ml-1 text-sm text-muted">
                    <Trans>(you)</Trans>
                  </span>
                )}
                {o.note && <p className="mt-1 text-sm break-words whitespace-pre-line">{o.note}</p>}
                <p className="text-xs text-muted">
                  <Trans>Offering since {since}</Trans>
                </p>
              </div>
              {!mine && mayAsk && (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  className={buttonClass('secondary', 'sm')}
                  onClick={(e) => {
                    from.current = e.currentTarget;
                    setAsking(o);
                  }}
                >
                  <MessageSquarePlus className="size-4" aria-hidden="true" />
                  <Trans>
                    Ask for a sample <span className="sr-only">from {username}</span>
                  </Trans>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {asking && (
        <Suspense fallback={null}>
          <AskSampleDialog
            ink={ink}
            member={asking.member}
            onClose={() => {
              setAsking(null);
              setTimeout(() => from.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The ink page's "N members offer samples" (nothing when none do): who, with their notes, to
 * signed-in members, each with "Ask for a sample"; visitors are asked to sign in (ADR 059).
 */
export default function InkSamplesCard({ ink }: { ink: AskFor }) {
  const { data: me } = useCurrentUser();
  const samples = useQuery(inkSamplesOptions(ink.id));
  const { t } = useLingui();
  if (!samples.data || samples.data.count === 0) return null;
  const { count, offerers } = samples.data;
  const name = ink.name;
  return (
    <Card title={t`Samples`} id="samples">
      <p className="font-medium">
        {plural(count, {
          one: '# member offers samples of this ink.',
          other: '# members offer samples of this ink.',
        })}
      </p>
      {offerers === null || !me ? (
        <p className="mt-2 text-[0.95rem]">
          <Trans>
            <Link to={`/login?next=${encodeURIComponent(`/ink/${ink.id}`)}`} className="link">
              Sign in to see who
            </Link>{' '}
            <span className="text-muted">and ask one of them for a sample.</span>
          </Trans>
        </p>
      ) : offerers.length > 0 ? (
        <div className="mt-3">
          <OffererList
            ink={ink}
            offerers={offerers}
            label={t`Members who offer samples of ${name}`}
          />
        </div>
      ) : null}
    </Card>
  );
}
