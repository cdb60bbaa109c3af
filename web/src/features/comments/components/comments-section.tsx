import type { Comment } from '@inklore/contract';
import { ALREADY_COMMENTED } from '@inklore/contract/messages';
import { actorOf, owns } from '@inklore/contract/policies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquare, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/features/auth/api/current-user.ts';
import { useSessionEnded } from '#src/features/auth/use-session-ended.ts';
import { Link } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { commentKeys, commentsApi, commentsOptions } from '../api/comments.ts';
import { canSend, commentFailure, type CommentAction } from '../comment-text.ts';
import { CommentItem, type CommentActions } from './comment-item.tsx';
import { CommentTextArea } from './comment-text-area.tsx';

/** Reports a failed action; a 401 also forgets the user and goes to /login after 500 ms. */
function useFailureReporter(inkId: number) {
  const qc = useQueryClient();
  const sessionEnded = useSessionEnded();
  return (err: unknown, action: CommentAction) => {
    const failure = commentFailure(err, action);
    toast({ title: failure.title, description: failure.description, variant: 'error' });
    if (failure.signedOut) sessionEnded();
    // A conflict or a vanished comment: show what the server now holds.
    else void qc.invalidateQueries({ queryKey: commentKeys.ofInk(inkId) });
  };
}

function NewCommentForm({
  inkId,
  onFailure,
}: {
  inkId: number;
  onFailure: (err: unknown, action: CommentAction) => void;
}) {
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);

  const post = async () => {
    if (!canSend(text) || posting) return;
    setPosting(true);
    try {
      const created = await commentsApi.post(inkId, text);
      qc.setQueryData<Comment[]>(commentKeys.ofInk(inkId), (old) => [created, ...(old ?? [])]);
      setText('');
      toast({ title: 'Success', description: 'Your comment has been posted!', variant: 'success' });
    } catch (err) {
      onFailure(err, 'post');
    } finally {
      setPosting(false);
    }
  };

  return (
    <form
      className="mb-6"
      onSubmit={(e) => {
        e.preventDefault();
        void post();
      }}
    >
      <CommentTextArea
        label="Share your thoughts about this ink"
        hideLabel={false}
        placeholder="How does it write, shade, sheen? Which paper and pen?"
        value={text}
        onChange={setText}
        disabled={posting}
        onSubmitShortcut={() => void post()}
      />
      <Button type="submit" size="sm" className="mt-1" disabled={posting || !canSend(text)}>
        {posting ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
        {posting ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="mb-6 rounded-xl bg-sunken px-4 py-3 text-[0.95rem]">{children}</p>;
}

/**
 * The comments of an ink page (spec §2 "Comments section", §5, §8): who may write what is
 * said above the list; the server enforces the same rules.
 */
export default function CommentsSection({ inkId }: { inkId: number }) {
  const qc = useQueryClient();
  const { data: user } = useCurrentUser();
  const query = useQuery(commentsOptions(inkId));
  const onFailure = useFailureReporter(inkId);
  const comments = query.data;
  const actor = actorOf(user);
  const mine = comments?.some((c) => owns(actor, c));

  const actions: CommentActions = {
    save: async (comment, content) => {
      try {
        const updated = await commentsApi.update(comment.id, content);
        qc.setQueryData<Comment[]>(commentKeys.ofInk(inkId), (old) =>
          old?.map((c) => (c.id === updated.id ? updated : c)),
        );
        toast({
          title: 'Success',
          description: 'Your comment has been updated.',
          variant: 'success',
        });
        return true;
      } catch (err) {
        onFailure(err, 'update');
        return false;
      }
    },
    remove: async (comment) => {
      try {
        await commentsApi.remove(comment.id);
        qc.setQueryData<Comment[]>(commentKeys.ofInk(inkId), (old) =>
          old?.filter((c) => c.id !== comment.id),
        );
        toast({
          title: 'Success',
          description: 'Comment deleted successfully',
          variant: 'success',
        });
        return true;
      } catch (err) {
        onFailure(err, 'delete');
        return false;
      }
    },
  };

  let composer: ReactNode = null;
  if (user === null) {
    composer = (
      <Note>
        <Link to={`/login?next=${encodeURIComponent(`/ink/${inkId}`)}`} className="link">
          Sign in to share your thoughts about this ink
        </Link>
      </Note>
    );
  } else if (user && !user.emailVerified) {
    composer = <Note>Please verify your email address to comment on ink profiles</Note>;
  } else if (user && comments) {
    composer = mine ? (
      <Note>{ALREADY_COMMENTED}</Note>
    ) : (
      <NewCommentForm inkId={inkId} onFailure={onFailure} />
    );
  }

  return (
    <Card title={comments ? `Comments (${comments.length})` : 'Comments'} id="comments">
      {composer}
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> Loading comments...
        </p>
      ) : query.isError ? (
        <SectionError what="Comments" error={query.error} onRetry={() => void query.refetch()} />
      ) : comments && comments.length > 0 ? (
        <ul aria-label="Comments">
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} user={user} actions={actions} />
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-muted">
          <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
          No comments yet. Be the first to share your thoughts about this ink!
        </p>
      )}
    </Card>
  );
}
