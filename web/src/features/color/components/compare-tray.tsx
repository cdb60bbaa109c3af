import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Link } from '#src/lib/router.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { clearCompare, COMPARE_MIN, toggleCompare, useCompareTray } from '../compare-store.ts';
import { compareHref } from '../compare-ids.ts';

/** The tray at the foot of the screen while inks are picked: their swabs, Compare and Clear. */
export function CompareTray() {
  const tray = useCompareTray();
  const { t } = useLingui();
  if (tray.length === 0) return null;
  const ready = tray.length >= COMPARE_MIN;
  const count = tray.length;
  return (
    <aside
      aria-label={t`Compare tray`}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-rule bg-surface/95 px-4 py-2.5 shadow-[0_-8px_20px_-14px_rgb(0_0_0/0.4)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-[1200px] items-center gap-3">
        <ul className="flex min-w-0 flex-1 items-center gap-2 overflow-x-auto">
          {tray.map((ink) => {
            const name = ink.name;
            return (
              <li
                key={ink.id}
                className="flex shrink-0 items-center gap-1.5 rounded-full border border-rule py-0.5 pr-1 pl-1.5"
              >
                <Swab hex={ink.colorHex} seed={ink.id} className="h-5 w-7" />
                <span className="max-w-28 truncate text-sm">{ink.name}</span>
                <button
                  type="button"
                  onClick={() => toggleCompare(ink)}
                  aria-label={t`Remove ${name} from compare`}
                  className="grid size-6 cursor-pointer place-items-center rounded-full text-muted hover:bg-sunken hover:text-ink"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
        <Button variant="ghost" size="sm" onClick={clearCompare}>
          <Trans>Clear</Trans>
        </Button>
        {ready ? (
          <Link to={compareHref(tray.map((i) => i.id))} className={buttonClass('primary', 'sm')}>
            <Trans>Compare {count}</Trans>
          </Link>
        ) : (
          <span className="text-sm text-muted">
            <Trans>Pick one more</Trans>
          </span>
        )}
      </div>
    </aside>
  );
}
