import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card } from '#src/components/card.tsx';
import { MemberLink } from '#src/components/member-link.tsx';
import { displayNameOf } from '#src/components/person.ts';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { toast } from '#src/lib/toast.ts';
import { useFollowBrand, useFollowMember } from '../api/social-mutations.ts';
import { followsOptions } from '../api/social.ts';

const rowClass =
  'flex flex-wrap items-center justify-between gap-2 border-t border-rule py-2.5 first:border-t-0';

/** "My follows": the members and brands I follow (GET /api/auth/follows), each with Unfollow. */
export function MyFollows() {
  const query = useQuery(followsOptions());
  const member = useFollowMember();
  const brand = useFollowBrand();
  const { t } = useLingui();
  const memberCount = query.data?.members.length ?? 0;
  const brandCount = query.data?.brands.length ?? 0;
  const done = (name: string) =>
    toast({
      title: t`Unfollowed`,
      description: t`You no longer follow ${name}.`,
      variant: 'success',
    });
  return (
    <Card title={t`My follows`} id="my-follows">
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading your follows...</Trans>
        </p>
      ) : query.isError ? (
        <SectionError
          what={t`Your follows`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <section aria-labelledby="follows-members">
            <h3 id="follows-members" className="font-sans text-base font-semibold">
              <Trans>
                Members <span className="font-mono text-sm text-muted">({memberCount})</span>
              </Trans>
            </h3>
            {query.data.members.length === 0 ? (
              <p className="mt-1 text-sm text-muted">
                <Trans>You follow no one yet. Follow a member from their profile.</Trans>
              </p>
            ) : (
              <ul aria-label={t`Members you follow`} className="mt-1">
                {query.data.members.map(({ member: m }) => {
                  const busy = member.isPending && member.variables.username === m.username;
                  const name = displayNameOf(m);
                  return (
                    <li key={m.username} className={rowClass}>
                      <MemberLink member={m} />
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        onClick={() =>
                          member.mutate(
                            { username: m.username, follow: false },
                            { onSuccess: () => done(name) },
                          )
                        }
                      >
                        {busy && <Spinner className="size-4" />}
                        <Trans>
                          Unfollow <span className="sr-only">{name}</span>
                        </Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section aria-labelledby="follows-brands">
            <h3 id="follows-brands" className="font-sans text-base font-semibold">
              <Trans>
                Brands <span className="font-mono text-sm text-muted">({brandCount})</span>
              </Trans>
            </h3>
            {query.data.brands.length === 0 ? (
              <p className="mt-1 text-sm text-muted">
                <Trans>You follow no brand yet. Follow one beside its name on an ink’s page.</Trans>
              </p>
            ) : (
              <ul aria-label={t`Brands you follow`} className="mt-1">
                {query.data.brands.map(({ brand: name }) => {
                  const busy = brand.isPending && brand.variables.brand === name;
                  return (
                    <li key={name} className={rowClass}>
                      <span className="font-medium">{name}</span>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        onClick={() =>
                          brand.mutate(
                            { brand: name, follow: false },
                            { onSuccess: () => done(name) },
                          )
                        }
                      >
                        {busy && <Spinner className="size-4" />}
                        <Trans>
                          Unfollow <span className="sr-only">{name}</span>
                        </Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      )}
    </Card>
  );
}
