import type { Revision } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { actorOf, mayEditInk } from '@inklore/contract/shared/policies.rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft, History, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { FieldValue } from '#src/components/field-value.tsx';
import { MessagePage } from '#src/components/message-page.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { isNotFound } from '#src/lib/api-client.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { LocalDate } from '#src/components/local-date.tsx';
import { useHead, usePageStatus } from '#src/lib/head.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { Link, useParams } from '#src/lib/router.tsx';
import { inkHistoryOptions, useRevertRevision } from '../api/ink-history.ts';
import { inkFieldWord, REVISION_KIND_WORDS } from '#src/lib/field-words.ts';

/*
 * /ink/{id}/history (docs/spec/decisions.md "The catalogue's history", ADR 049): every
 * accepted change to the ink, newest first: who (by username; a catalogue import names its
 * source), when, each field as people read it with its value before and after (a colour as a
 * swatch). Staff revert a revision after confirming; the revert is itself a revision.
 */

function RevertButton({ revision, inkId }: { revision: Revision; inkId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const revert = useRevertRevision(inkId);
  // an id as it is written (not as a count: 1234, never 1,234)
  const id = String(revision.id);
  const first = revision.changes[0];
  const field = first ? inkFieldWord(first.field, first.label) : '';
  const fields = revision.changes.map((c) => inkFieldWord(c.field, c.label)).join(', ');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      tone="primary"
      icon={Undo2}
      trigger={
        <Button size="sm" variant="secondary" aria-label={t`Revert revision ${id}`}>
          <Undo2 className="size-4" aria-hidden="true" />
          <Trans>Revert</Trans>
        </Button>
      }
      title={t`Revert revision ${id}?`}
      question={
        revision.changes.length === 1
          ? t`The field ${field} goes back to its value before revision ${id}. The revert is kept as a revision of its own.`
          : t`The fields ${fields} go back to their values before revision ${id}. The revert is kept as a revision of its own.`
      }
      confirmLabel={t`Revert`}
      busy={revert.isPending}
      onConfirm={() =>
        revert.mutate(revision, {
          onSettled: () => setOpen(false),
        })
      }
    />
  );
}

function RevisionItem({
  revision,
  inkId,
  staff,
}: {
  revision: Revision;
  inkId: number;
  staff: boolean;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const source = revision.source;
  const action = revision.addsInk ? t`Added` : i18n._(REVISION_KIND_WORDS[revision.kind]);
  const sourceName = source?.name;
  const author =
    revision.kind === 'import'
      ? sourceName
        ? t`Catalogue import from ${sourceName}`
        : t`Catalogue import`
      : (revision.author?.username ?? t`a former member`);
  // ids as they are written (not as counts: 1234, never 1,234)
  const id = String(revision.id);
  const record = source?.id;
  const reverts = String(revision.reverts);
  const revertedBy = String(revision.revertedBy);
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg break-words">
              <Trans>
                {action} <span className="text-muted">by</span> {author}
              </Trans>
            </h2>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <time dateTime={revision.createdAt}>
                <LocalDate iso={revision.createdAt} />
              </time>
              <span>
                <Trans>
                  revision <span className="font-mono">{id}</span>
                </Trans>
              </span>
              {source && (
                <span>
                  <Trans>
                    record <span className="font-mono break-all">{record}</span>
                  </Trans>
                </span>
              )}
              {revision.reverts !== null && (
                <span>
                  <Trans>undoes revision {reverts}</Trans>
                </span>
              )}
              {revision.revertedBy !== null && (
                <Badge tone="neutral">
                  <Trans>Reverted by revision {revertedBy}</Trans>
                </Badge>
              )}
            </p>
          </div>
          {staff && !revision.addsInk && revision.revertedBy === null && (
            <RevertButton revision={revision} inkId={inkId} />
          )}
        </div>
        <div className="mt-3">
          <table className="w-full table-fixed text-left text-[0.95rem] [overflow-wrap:anywhere]">
            <caption className="sr-only">
              <Trans>Fields changed in revision {id}</Trans>
            </caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="w-[30%] py-1.5 pr-3 font-medium">
                  <Trans>Field</Trans>
                </th>
                {!revision.addsInk && (
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    <Trans>Before</Trans>
                  </th>
                )}
                <th scope="col" className="py-1.5 font-medium">
                  {revision.addsInk ? <Trans>Value</Trans> : <Trans>After</Trans>}
                </th>
              </tr>
            </thead>
            <tbody>
              {revision.changes.map((c) => (
                <tr key={c.field} className="border-t border-rule align-top">
                  <th scope="row" className="py-2 pr-3 font-normal text-muted">
                    {inkFieldWord(c.field, c.label)}
                  </th>
                  {!revision.addsInk && (
                    <td className="py-2 pr-3 break-words">
                      <FieldValue field={c.field} value={c.before} />
                    </td>
                  )}
                  <td className="py-2 break-words">
                    <FieldValue field={c.field} value={c.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </article>
    </li>
  );
}

export default function InkHistoryPage() {
  const { id: raw } = useParams();
  const id = parseWholeId(raw);
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const staff = mayEditInk(actorOf(user));
  const query = useInfiniteQuery({ ...inkHistoryOptions(id ?? 0), enabled: id !== null });
  const first = query.data?.pages[0];
  const notFound = id === null || (query.isError && isNotFound(query.error));
  usePageStatus(notFound ? 404 : 200);
  const firstName = first && `${first.ink.brand} ${first.ink.name}`;
  useHead(
    firstName ? t`History of ${firstName}` : t`Ink History`,
    t`Every change to an ink of the Inklore catalogue: who made it, when, before and after.`,
  );

  if (notFound) {
    return (
      <MessagePage
        title={t`Ink Profile Not Found`}
        actions={
          <Link to="/browse" className={buttonClass('primary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            <Trans>Browse All Inks</Trans>
          </Link>
        }
      >
        <p>
          <Trans>The ink profile you're looking for doesn't exist or has been removed.</Trans>
        </p>
      </MessagePage>
    );
  }
  if (query.isPending) return <PageSpinner label={t`Loading the ink's history...`} />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-[900px] px-4 pt-6 pb-12 sm:px-6">
        <SectionError
          what={t`The ink's history`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const ink = query.data.pages[0]?.ink;
  const revisions = query.data.pages.flatMap((p) => p.data);
  const total = query.data.pages[0]?.total ?? 0;
  const name = ink ? `${ink.brand} ${ink.name}` : t`Ink`;
  return (
    <div className="mx-auto max-w-[900px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Browse`, to: '/browse' },
          { label: name, to: `/ink/${id}` },
          { label: t`History` },
        ]}
      />
      <h1 className="mt-4 flex items-center gap-3 text-[2rem] leading-tight">
        <History className="size-7 shrink-0 text-muted" aria-hidden="true" />
        <span>
          <Trans>
            History <span className="sr-only">of {name}</span>
          </Trans>
        </span>
      </h1>
      <p className="mt-2 max-w-[68ch] text-muted">
        <Trans>
          <Link to={`/ink/${id}`} className="link">
            {name}
          </Link>
          : Every change to this ink’s catalogue entry, newest first: who made it, when, and each
          field before and after.
        </Trans>
      </p>
      {revisions.length === 0 ? (
        <p className="mt-6 text-muted">
          <Trans>No changes yet: the ink is as it was added.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-muted" aria-live="polite">
            {t`${plural(total, { one: '# revision', other: '# revisions' })}`}
          </p>
          <ol aria-label={t`Revisions of ${name}`} className="mt-3 flex flex-col gap-3">
            {revisions.map((r) => (
              <RevisionItem key={r.id} revision={r} inkId={id} staff={staff} />
            ))}
          </ol>
          {query.hasNextPage && (
            <div className="mt-4">
              <Button
                variant="secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage && <Spinner className="size-4" />}
                <Trans>Show older changes</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
