import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { setTheme, useTheme } from '../theme.ts';
import { cn } from '#src/lib/cn.ts';

export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const { t } = useLingui();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      className={cn(
        'grid size-10 cursor-pointer place-items-center rounded-full text-muted hover:bg-sunken hover:text-ink',
        className,
      )}
    >
      {theme === 'dark' ? (
        <Sun className="size-5" aria-hidden="true" />
      ) : (
        <Moon className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
