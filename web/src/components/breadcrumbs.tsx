import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from '#src/lib/router.tsx';

export type BreadcrumbItem = { label: string; to?: string };

/** Home > Section > Page. The last item is the current page. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <Fragment key={`${item.label}-${i}`}>
            {i > 0 && (
              <li aria-hidden="true" className="flex">
                <ChevronRight className="size-3.5" />
              </li>
            )}
            <li className="min-w-0">
              {item.to && i < items.length - 1 ? (
                <Link to={item.to} className="hover:text-primary hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
