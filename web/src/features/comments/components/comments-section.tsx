import { ALREADY_COMMENTED } from '@inklore/contract/shared/messages.rules';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { actorOf, owns } from '@inklore/contract/shared/policies.rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquare, Send } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { mayDo, TrustNote } from '#src/components/trust-note.tsx';
import type { ReportButtonSlot } from '#src/lib/report-target.ts';
import { Link } from '#src/lib/router.tsx';
import { usePostComment } from '../api/comment-mutations.ts';
import { commentsOptions, shownComments } from '../api/comments.ts';
import { canSend } from '../comment-text.ts';
import { CommentItem } from './comment-item.tsx';
import { CommentTextArea } from './comment-text-area.tsx';

function NewCommentForm({ inkId }: { inkId: number }) {
  const [text, setText] = useState('');
  const post = usePostComment(inkId);
  const posting = post.isPending;
  const { t } = useLingui();

  const send = () => {
    if (!canSend(text) || posting) return;
    post.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <form
      className="mb-6"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <CommentTextArea
        label={t`Share your thoughts about this ink`}
        hideLabel={false}
        placeholder={t`How does it write, shade, sheen? Which paper and pen?`}
        value={text}
        onChange={setText}
        disabled={posting}
        onSubmitShortcut={send}
      />
      <Button type="submit" size="sm" className="mt-1" disabled={posting || !canSend(text)}>
        {posting ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
        {posting ? <Trans>Posting...</Trans> : <Trans>Post Comment</Trans>}
      </Button>
    </form>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="mb-6 rounded-xl bg-sunken px-4 py-3 text-[0.95rem]">{children}</p>;
}

/**
 * The comments of an ink page (spec §2 "Comments section", §5, §8): who may write what is
 * said above the list; the server enforces the same rules. The page gives the Report button
 * each comment shows to whoever may report it.
 */
export default function CommentsSection({
  inkId,
  ReportButton,
}: {
  inkId: number;
  ReportButton: ReportButtonSlot;
}) {
  const me = useCurrentUser();
  const user = me.data;
  // each page carries the viewer's own comment: asked once the viewer is known
  const query = useInfiniteQuery({
    ...commentsOptions(inkId, user?.id ?? 0),
    enabled: !me.isPending,
  });
  const list = useRef<HTMLUListElement>(null);
  const [added, setAdded] = useState<number | null>(null);
  const shown = query.data ? shownComments(query.data) : null;
  const comments = shown?.comments;
  const actor = actorOf(user);
  const mine = shown?.mine ? owns(actor, shown.mine) : false;
  const { t } = useLingui();
  const total = shown?.total ?? 0;
  const loaded = comments?.length ?? 0;

  let composer: ReactNode = null;
  if (user === null) {
    composer = (
      <Note>
        <Link to={`/login?next=${encodeURIComponent(`/ink/${inkId}`)}`} className="link">
          <Trans>Sign in to share your thoughts about this ink</Trans>
        </Link>
      </Note>
    );
  } else if (user && !mayDo(user, 'comment')) {
    composer = <TrustNote user={user} action="comment" className="mb-6" />;
  } else if (user && comments) {
    composer = mine ? <Note>{ALREADY_COMMENTED}</Note> : <NewCommentForm inkId={inkId} />;
  }

  return (
    <Card title={shown ? t`Comments (${total})` : t`Comments`} id="comments">
      {composer}
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading comments...</Trans>
        </p>
      ) : comments && comments.length > 0 ? (
        <>
          <ul aria-label={t`Comments`} ref={list} tabIndex={-1} className="outline-none">
            {comments.map((c) => (
              <CommentItem key={c.id} comment={c} user={user} ReportButton={ReportButton} />
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={query.isFetchingNextPage}
                onClick={() => {
                  const before = comments.length;
                  void query.fetchNextPage().then((r) => {
                    const after = r.data ? shownComments(r.data).comments.length : before;
                    setAdded(after - before);
                    // the button goes with the last page: the keyboard stays in the list
                    if (!r.hasNextPage) list.current?.focus();
                  });
                }}
              >
                {query.isFetchingNextPage && <Spinner className="size-4" />}
                <Trans>Load more comments</Trans>
              </Button>
              <span className="text-sm text-muted">
                <Trans>
                  Showing {loaded} of {total}
                </Trans>
              </span>
            </div>
          )}
          <p role="status" className="sr-only">
            {added === null
              ? ''
              : plural(added, {
                  one: '# more comment loaded.',
                  other: '# more comments loaded.',
                })}
          </p>
          {query.isFetchNextPageError && (
            <SectionError
              what={t`More comments`}
              title={t`More comments could not be loaded.`}
              error={query.error}
              // a 404: the comment the next page starts after is gone; read them again
              onRetry={() =>
                void (query.error instanceof ApiError && query.error.status === 404
                  ? query.refetch()
                  : query.fetchNextPage())
              }
            />
          )}
        </>
      ) : query.isError ? (
        <SectionError
          what={t`Comments`}
          title={t`Comments could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <p className="flex items-center gap-2 text-muted">
          <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
          <Trans>No comments yet. Be the first to share your thoughts about this ink!</Trans>
        </p>
      )}
    </Card>
  );
}
