import type { ReactNode } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { cn } from '#src/lib/cn.ts';

/**
 * The frame of the sign-in pages: a narrow card on the paper ground, a small swab of
 * iron-gall blue above the title.
 */
export function AuthPage({
  title,
  lead,
  children,
  footer,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="mx-auto flex w-full flex-col items-center px-4 pt-8 pb-14 sm:px-6 sm:pt-14">
      <div className={cn('w-full', wide ? 'max-w-xl' : 'max-w-md')}>
        <div className="rounded-2xl border border-rule bg-surface px-5 py-7 shadow-[0_1px_0_rgb(0_0_0/0.03)] sm:px-8 sm:py-9">
          <Swab hex="#2c4a7a" seed={1} className="mb-5 h-5 w-16 opacity-90" />
          <h1 className="text-[1.85rem] leading-tight sm:text-[2.1rem]">{title}</h1>
          {lead && <div className="mt-2 text-muted">{lead}</div>}
          <div className="mt-7">{children}</div>
        </div>
        {footer && <div className="mt-5 text-center text-sm text-muted">{footer}</div>}
      </div>
    </div>
  );
}
