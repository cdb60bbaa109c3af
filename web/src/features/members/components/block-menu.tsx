import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, Ellipsis, ShieldCheck } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { toast } from '#src/lib/toast.ts';
import { useBlock, useUnblock } from '../api/member-mutations.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-sunken';

/** What blocking does, said before it is done (ADR 059). */
export function blockQuestion(name: string): string {
  return translate`${name} will not be able to ask you for samples, write to you, follow you or mention you, and neither of you will see the other’s offers. You stop following each other, and sample requests waiting between you are closed. ${name} is not told. You can unblock at any time.`;
}

/**
 * A member's profile: the small menu with Block (after a question saying what it does) or
 * Unblock. `blocked` is whether I blocked them (GET /api/auth/relations/{username}).
 */
export function BlockMenu({
  username,
  name,
  blocked,
}: {
  username: string;
  name: string;
  blocked: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const block = useBlock();
  const unblock = useUnblock();
  const refocus = () => setTimeout(() => trigger.current?.focus(), 0);
  const { t } = useLingui();

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          className={buttonClass('secondary', 'sm', 'px-2.5')}
          aria-label={t`More about ${name}`}
        >
          <Ellipsis className="size-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-44 rounded-xl border border-rule bg-surface p-1.5 shadow-[0_12px_32px_-12px_rgb(0_0_0/0.35)]"
          >
            {blocked ? (
              <DropdownMenu.Item
                className={itemClass}
                disabled={unblock.isPending}
                onSelect={() =>
                  unblock.mutate(username, {
                    onSuccess: () =>
                      toast({
                        title: t`Unblocked`,
                        description: t`You unblocked ${name}.`,
                        variant: 'success',
                      }),
                  })
                }
              >
                <ShieldCheck className="size-4" aria-hidden="true" />
                <Trans>Unblock {name}</Trans>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className={itemClass} onSelect={() => setAsking(true)}>
                <Ban className="size-4 text-oxblood" aria-hidden="true" />
                <Trans>Block {name}</Trans>
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) refocus();
        }}
        trigger={null}
        title={t`Block ${name}?`}
        question={blockQuestion(name)}
        confirmLabel={t`Block`}
        icon={Ban}
        busy={block.isPending}
        onConfirm={() =>
          block.mutate(username, {
            onSuccess: () => {
              setAsking(false);
              refocus();
              toast({
                title: t`Blocked`,
                description: t`You blocked ${name}. Unblock from this menu or your samples page.`,
                variant: 'success',
              });
            },
          })
        }
      />
    </>
  );
}
