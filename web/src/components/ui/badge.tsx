import type { ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'featured' | 'primary';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        tone === 'neutral' && 'border border-rule bg-surface text-ink',
        tone === 'featured' && 'bg-ochre-soft text-ochre',
        tone === 'primary' && 'bg-primary/10 text-primary',
        className,
      )}
    >
      {children}
    </span>
  );
}
