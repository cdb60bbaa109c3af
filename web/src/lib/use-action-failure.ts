import { describeFailure, type Failure, type FailureWords } from '#src/lib/failure.ts';
import { toast } from '#src/lib/toast.ts';
import { useSessionEnded } from './use-session-ended.ts';

/**
 * The one place a member action's failure is told (spec §8): a toast with the server's
 * message for a 4xx, else the action's fallback; a 401 means the session ended, so the user
 * is forgotten and the page goes to /login. Every feature's mutations call it in `onError`.
 */
export function useActionFailure(): (err: unknown, words: FailureWords) => Failure {
  const sessionEnded = useSessionEnded();
  return (err, words) => {
    const failure = describeFailure(err, words);
    toast({ title: failure.title, description: failure.description, variant: 'error' });
    if (failure.signedOut) sessionEnded();
    return failure;
  };
}
