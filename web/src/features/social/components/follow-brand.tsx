import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { trustNotice } from '#src/components/trust-note.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { toast } from '#src/lib/toast.ts';
import { useFollowBrand } from '../api/social-mutations.ts';
import { followsOptions } from '../api/social.ts';

/**
 * "Follow {brand}" beside a brand's name (an ink's page), for signed-in members: its news and
 * new inks then come into the feed. A member who may not follow yet is told why on pressing.
 */
export default function FollowBrand({ brand, className }: { brand: string; className?: string }) {
  const { data: me } = useCurrentUser();
  const follows = useQuery({ ...followsOptions(), enabled: Boolean(me) });
  const follow = useFollowBrand();
  const { t } = useLingui();
  if (!me) return null;
  const key = brand.toLowerCase();
  const following = follows.data?.brands.some((b) => b.brand.toLowerCase() === key) ?? false;
  const on = follow.isPending ? follow.variables.follow : following;
  const press = () => {
    const refused = on ? null : trustNotice(me, 'follow');
    if (refused) {
      toast({ ...refused, variant: 'error' });
      return;
    }
    follow.mutate(
      { brand, follow: !on },
      {
        onSuccess: () =>
          toast({
            title: on ? t`Unfollowed` : t`Following`,
            description: on
              ? t`You no longer follow ${brand}.`
              : t`News and new inks from ${brand} will show in your feed.`,
            variant: 'success',
          }),
      },
    );
  };
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={follows.isPending || follow.isPending}
      onClick={press}
      className={cn(
        'inline-flex h-7 cursor-pointer items-center gap-1 rounded-full border px-2.5 text-xs font-medium tracking-normal normal-case transition-colors disabled:cursor-not-allowed disabled:opacity-55',
        on
          ? 'border-primary/40 bg-primary/10 text-primary'
          : 'border-rule bg-surface text-ink hover:border-primary hover:text-primary',
        className,
      )}
    >
      {follow.isPending ? (
        <Spinner className="size-3" />
      ) : on ? (
        <Check className="size-3" aria-hidden="true" />
      ) : (
        <Plus className="size-3" aria-hidden="true" />
      )}
      {on ? <Trans>Following {brand}</Trans> : <Trans>Follow {brand}</Trans>}
    </button>
  );
}
