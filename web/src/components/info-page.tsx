import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { useHead } from '#src/lib/head.ts';

/** The frame of the informational pages: breadcrumbs, a title, a lead and readable text. */
export function InfoPage({
  title,
  description,
  lead,
  updated,
  children,
}: {
  title: string;
  description: string;
  lead: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  useHead(title, description);
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-10 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: title }]} />
      <header className="mt-8 max-w-[68ch]">
        <h1 className="text-[2rem] sm:text-[2.6rem]">{title}</h1>
        <p className="mt-3 font-serif text-xl leading-relaxed text-muted italic">{lead}</p>
        {updated && (
          <p className="mt-3 text-sm text-muted">
            <Trans>Last updated {updated}</Trans>
          </p>
        )}
      </header>
      <div className="prose-ink mt-8">{children}</div>
    </div>
  );
}
