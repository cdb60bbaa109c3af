import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { TrustNote, mayDo } from '#src/components/trust-note.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useFollowMember } from '../api/social-mutations.ts';
import { followCountsOptions } from '../api/social.ts';

/** "12 followers · following 3": public, for anyone. */
export function FollowCountsLine({ username }: { username: string }) {
  const counts = useQuery(followCountsOptions(username));
  if (!counts.data) return null;
  const { followers, following } = counts.data;
  return (
    <p className="text-sm text-muted" aria-live="polite" data-testid="follow-counts">
      <Trans>
        <span className="font-mono text-ink">{followers}</span>{' '}
        <Plural value={followers} one="follower" other="followers" /> ·{' '}
        <span className="font-mono text-ink">{following}</span> following
      </Trans>
    </p>
  );
}

/**
 * Follow / Following on a member's profile, for a signed-in member other than them; the
 * trust rule (a verified email) said where the button would be. `following` comes from our
 * relation (the page asks the members feature), undefined while it is asked.
 */
export function FollowButton({
  username,
  name,
  following,
}: {
  username: string;
  name: string;
  following: boolean | undefined;
}) {
  const { data: me } = useCurrentUser();
  const follow = useFollowMember();
  const { t } = useLingui();
  if (!me || me.username.toLowerCase() === username.toLowerCase()) return null;
  // stopping is always possible; starting needs the trust rule
  if (following !== true && !mayDo(me, 'follow'))
    return <TrustNote user={me} action="follow" className="max-w-md" />;
  const on = follow.isPending ? follow.variables.follow : following === true;
  return (
    <Button
      variant={on ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={on}
      disabled={following === undefined || follow.isPending}
      title={on ? t`Unfollow ${name}` : t`Follow ${name}`}
      onClick={() => follow.mutate({ username, follow: !on })}
    >
      {follow.isPending ? (
        <Spinner className="size-4" />
      ) : on ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <UserPlus className="size-4" aria-hidden="true" />
      )}
      {on ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </Button>
  );
}
