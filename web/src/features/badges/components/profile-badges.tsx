import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card } from '#src/components/card.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { Link } from '#src/lib/router.tsx';
import { badgesOptions } from '../api/badges.ts';
import { BadgeMedal } from './badge-parts.tsx';

const quiet = 'text-sm text-muted';

/**
 * The badges a member holds, by name, each with its rule, on their public profile (the
 * overview gives ids; /api/badges names them).
 */
export function ProfileBadges({ name, held }: { name: string; held: readonly string[] }) {
  const { data: me, isPending } = useCurrentUser();
  const query = useQuery({ ...badgesOptions(me?.id ?? null), enabled: !isPending });
  const ids = new Set(held);
  const badges = (query.data ?? []).filter((b) => ids.has(b.id));
  const { t } = useLingui();
  const count = held.length;
  return (
    <Card
      title={t`Badges`}
      id="badges"
      action={
        <Link to="/badge-showcase" className="text-sm font-medium text-primary hover:underline">
          <Trans>All badges</Trans>
        </Link>
      }
    >
      {count === 0 ? (
        <p className={quiet}>
          <Trans>{name} has no badges yet.</Trans>
        </p>
      ) : query.isError ? (
        <p className={quiet}>
          <Trans>
            <Plural value={count} one="# badge" other="# badges" />; their names could not be
            loaded.
          </Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={query.isPending}>
          {badges.map((b) => (
            <li key={b.id} className="flex items-center gap-3" title={b.rule}>
              <BadgeMedal held className="size-9 [&>svg]:size-5" />
              <span className="min-w-0">
                <span className="block font-medium">{b.name}</span>
                <span className="block text-sm text-muted">{b.rule}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
