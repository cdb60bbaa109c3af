import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { AlertDialog as AlertPrimitive, Dialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

const LOOKS = {
  /** The card in the middle of the page: questions, forms, notices. */
  card: {
    overlay: 'fixed inset-0 z-50 bg-[rgb(10_12_16/0.55)]',
    panel:
      'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-rule bg-page p-6 shadow-2xl',
  },
  /** The whole screen, darker: images at full size. */
  lightbox: {
    // nearly opaque: the page's header must not show through behind the image's title
    overlay: 'fixed inset-0 z-50 bg-[rgb(10_12_16/0.96)]',
    panel: 'fixed inset-0 z-50 flex flex-col items-center justify-center p-3 outline-none sm:p-8',
  },
} as const;

const WIDTHS = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(30rem,calc(100vw-2rem))]',
  full: '',
} as const;

type ContentProps = Pick<
  ComponentProps<typeof Primitive.Content>,
  'onCloseAutoFocus' | 'onKeyDown' | 'className'
>;

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when the dialog does not open by itself. */
  trigger?: ReactNode;
  /**
   * A question that must be answered (role alertdialog): a click outside does not close it
   * and focus starts on its Cancel button (use `DialogCancel`).
   */
  alert?: boolean;
  look?: keyof typeof LOOKS;
  width?: keyof typeof WIDTHS;
  title: ReactNode;
  titleClassName?: string;
  /** What the dialog is about, read with its title. */
  description: ReactNode;
  descriptionClassName?: string;
  /** The description's own element is the child (a list, for example). */
  descriptionAsChild?: boolean;
  /** A round close button beside the title (disabled while `busy`). */
  closeButton?: boolean;
  busy?: boolean;
  content?: ContentProps;
  /** Beside the title, after the close button: the lightbox puts its own header here. */
  children: ReactNode;
};

/**
 * The one modal dialog of the app (Radix underneath: focus kept inside, Escape closes, the
 * page behind hidden from screen readers): the overlay, the panel, the title and the
 * description look the same in every dialog. Its code loads with the dialogs that use it.
 */
export function Dialog(props: DialogProps) {
  const { t } = useLingui();
  const look = LOOKS[props.look ?? 'card'];
  const panel = cn(
    look.panel,
    WIDTHS[props.width ?? (props.look === 'lightbox' ? 'full' : 'sm')],
    props.content?.className,
  );
  const titleClass = props.titleClassName ?? 'font-serif text-xl';
  const descriptionClass = props.descriptionClassName;

  if (props.alert) {
    return (
      <AlertPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
        {props.trigger && <AlertPrimitive.Trigger asChild>{props.trigger}</AlertPrimitive.Trigger>}
        <AlertPrimitive.Portal>
          <AlertPrimitive.Overlay className={look.overlay} />
          <AlertPrimitive.Content
            className={panel}
            onCloseAutoFocus={props.content?.onCloseAutoFocus}
            onKeyDown={props.content?.onKeyDown}
          >
            <AlertPrimitive.Title className={titleClass}>{props.title}</AlertPrimitive.Title>
            <AlertPrimitive.Description
              className={descriptionClass}
              asChild={props.descriptionAsChild}
            >
              {props.description}
            </AlertPrimitive.Description>
            {props.children}
          </AlertPrimitive.Content>
        </AlertPrimitive.Portal>
      </AlertPrimitive.Root>
    );
  }

  const close = props.closeButton && (
    <Primitive.Close
      className={
        props.look === 'lightbox'
          ? 'grid size-10 cursor-pointer place-items-center rounded-full bg-white/10 hover:bg-white/20'
          : 'grid size-9 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-sunken'
      }
      aria-label={t`Close`}
      disabled={props.busy}
    >
      <X className={props.look === 'lightbox' ? 'size-5' : 'size-4'} aria-hidden="true" />
    </Primitive.Close>
  );
  const title = <Primitive.Title className={titleClass}>{props.title}</Primitive.Title>;
  const description = (
    <Primitive.Description className={descriptionClass} asChild={props.descriptionAsChild}>
      {props.description}
    </Primitive.Description>
  );

  return (
    <Primitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger && <Primitive.Trigger asChild>{props.trigger}</Primitive.Trigger>}
      <Primitive.Portal>
        <Primitive.Overlay className={look.overlay} />
        <Primitive.Content
          className={panel}
          onCloseAutoFocus={props.content?.onCloseAutoFocus}
          onKeyDown={props.content?.onKeyDown}
        >
          {props.look === 'lightbox' ? (
            <div className="flex w-full max-w-5xl items-center justify-between gap-3 pb-3 text-[#f4efe4]">
              {title}
              {description}
              {close}
            </div>
          ) : close ? (
            <>
              <div className="flex items-start justify-between gap-4">
                {title}
                {close}
              </div>
              {description}
            </>
          ) : (
            <>
              {title}
              {description}
            </>
          )}
          {props.children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

/** A button that closes the dialog (Cancel, Dismiss); in an alert dialog it is the Cancel. */
export function DialogClose({ alert, ...rest }: ComponentProps<'button'> & { alert?: boolean }) {
  return alert ? <AlertPrimitive.Cancel {...rest} /> : <Primitive.Close {...rest} />;
}

/** Wraps a child (a Button) so that pressing it closes the dialog. */
export function DialogCloseSlot({ children }: { children: ReactNode }) {
  return <Primitive.Close asChild>{children}</Primitive.Close>;
}
