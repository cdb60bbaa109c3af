import type { SampleRequest } from '@inklore/contract';
import type { RequestState } from '@inklore/contract/members/members.rules';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { displayNameOf } from '#src/components/person.ts';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { requestStateWord } from '#src/lib/request-words.ts';
import { Link } from '#src/lib/router.tsx';
import { requestListOptions, type RequestBox } from '../api/members.ts';

const STATE_TONES: Record<RequestState, 'neutral' | 'featured' | 'primary'> = {
  pending: 'featured',
  accepted: 'primary',
  declined: 'neutral',
  withdrawn: 'neutral',
};

/** A request's state as a badge, in the page's language. */
export function StateBadge({ state }: { state: RequestState }) {
  return <Badge tone={STATE_TONES[state]}>{requestStateWord(state)}</Badge>;
}

/** The other member of a request, as the lists name them. */
export function otherOf(r: SampleRequest) {
  return r.role === 'owner' ? r.requester : r.owner;
}

function Row({ request }: { request: SampleRequest }) {
  const other = otherOf(request);
  const { t } = useLingui();
  const who = other ? displayNameOf(other) : t`A former member`;
  const date = formatLongDate(request.createdAt);
  const count = request.messageCount;
  const last = request.lastMessage;
  return (
    <li className="border-t border-rule first:border-t-0">
      <Link
        to={`/samples/requests/${request.id}`}
        className="flex gap-3 rounded-xl px-2 py-3 hover:bg-sunken"
        data-testid="request-row"
      >
        <Swab
          hex={request.ink.colorHex}
          seed={request.ink.id}
          className="mt-0.5 h-9 w-12 shrink-0"
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-medium break-words">
              {request.ink.brand} {request.ink.name}
            </span>
            <StateBadge state={request.state} />
          </span>
          <span className="block text-sm text-muted">
            {request.role === 'owner'
              ? t`Asked by ${who} · ${date} · ${plural(count, { one: '# message', other: '# messages' })}`
              : t`Asked of ${who} · ${date} · ${plural(count, { one: '# message', other: '# messages' })}`}
          </span>
          {last && (
            <span className="mt-1 line-clamp-2 block text-sm break-words">
              <Trans>“{last}”</Trans>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * My sample requests, those I was asked (received) or those I sent, newest first, a page at a
 * time; each opens the request.
 */
export function RequestList({
  box,
  page,
  onPage,
}: {
  box: RequestBox;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = useQuery(requestListOptions(box, page));
  const { t } = useLingui();
  const label = box === 'received' ? t`Requests you received` : t`Requests you sent`;
  if (query.isPending)
    return (
      <p role="status" className="inline-flex items-center gap-2 text-muted">
        <Spinner className="size-4 text-primary" /> <Trans>Loading requests...</Trans>
      </p>
    );
  if (query.isError)
    return (
      <SectionError
        what={t`Your requests`}
        title={t`Your requests could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { items, total, pageSize } = query.data;
  if (items.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-rule px-4 py-6 text-center">
        <Inbox className="mx-auto size-6 text-muted" aria-hidden="true" />
        <p className="mt-2">
          {box === 'received' ? (
            <Trans>No one has asked you for a sample yet.</Trans>
          ) : (
            <Trans>You have not asked anyone for a sample yet.</Trans>
          )}
        </p>
        <p className="mt-1 text-sm text-muted">
          {box === 'received' ? (
            <Trans>
              Offer samples from the page of an ink you own: “I can share samples of this”.
            </Trans>
          ) : (
            <Trans>The wishlist match shows who offers the inks you want.</Trans>
          )}
        </p>
      </div>
    );
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <ul aria-label={label}>
        {items.map((r) => (
          <Row key={r.id} request={r} />
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={
            box === 'received' ? t`Requests you received, pages` : t`Requests you sent, pages`
          }
          className="mt-4 flex items-center gap-3"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <Trans>Previous</Trans>
          </Button>
          <span className="text-sm text-muted">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
    </>
  );
}
