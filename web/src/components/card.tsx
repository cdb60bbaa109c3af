import { useId, type ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

/** A raised panel with a serif heading, used for the blocks of a profile page. */
export function Card({
  title,
  children,
  className,
  action,
  id,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
  id?: string;
}) {
  const generated = useId();
  const headingId = id ? `${id}-title` : generated;
  return (
    <section
      aria-labelledby={headingId}
      id={id}
      className={cn('rounded-2xl border border-rule bg-surface p-5 sm:p-6', className)}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
