import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dismissToast, useToastState } from '#src/lib/toast.ts';
import { cn } from '#src/lib/cn.ts';

/** Radix toasts, one at a time. Loaded the first time something asks for a toast. */
export default function Toaster() {
  const { current } = useToastState();
  const { t } = useLingui();
  const Icon =
    current?.variant === 'error'
      ? CircleAlert
      : current?.variant === 'success'
        ? CircleCheck
        : Info;
  return (
    <Toast.Provider swipeDirection="right" duration={5000}>
      {current && (
        <Toast.Root
          key={current.id}
          defaultOpen
          // time to reach its Undo
          duration={current.action ? 10_000 : undefined}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          type={current.variant === 'error' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-surface p-4 pr-11 shadow-lg',
            'data-[state=open]:animate-[toast-in_160ms_ease-out] data-[swipe=end]:animate-[toast-out_120ms_ease-in]',
            current.variant === 'error'
              ? 'border-oxblood/50'
              : current.variant === 'success'
                ? 'border-verdigris/50'
                : 'border-rule',
          )}
        >
          <Icon
            aria-hidden="true"
            className={cn(
              'mt-0.5 size-5 shrink-0',
              current.variant === 'error'
                ? 'text-oxblood'
                : current.variant === 'success'
                  ? 'text-verdigris'
                  : 'text-primary',
            )}
          />
          <div className="min-w-0">
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="mt-0.5 text-sm break-words text-muted">
                {current.description}
              </Toast.Description>
            )}
            {current.action && (
              <Toast.Action
                altText={current.action.altText}
                onClick={current.action.run}
                className="mt-2 cursor-pointer rounded-full border border-rule px-3 py-1 text-sm font-medium hover:bg-sunken"
              >
                {current.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label={t`Dismiss notification`}
            className="absolute top-3 right-3 grid size-8 cursor-pointer place-items-center rounded-full text-muted hover:bg-sunken hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
