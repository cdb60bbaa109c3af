import type { ReactNode } from 'react';
import { Swab } from './swatch.tsx';

/** A centred message page (verified, link expired, signing in...). */
export function MessagePage({
  title,
  children,
  actions,
  icon,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      {icon ?? <Swab hex="#2c4a7a" seed={2} className="h-8 w-24 opacity-90" />}
      <h1 className="mt-6 text-3xl sm:text-4xl">{title}</h1>
      <div className="mt-4 text-muted">{children}</div>
      {actions && <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
