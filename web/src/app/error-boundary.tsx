import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { localePath, splitLocale } from '@inklore/contract/pages/locales.rules';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { applyHead } from '#src/lib/head.ts';

/** The page-level fallback (spec §2): 'Page Error', Reload Page and Go Home. */
export function PageErrorFallback() {
  const { locale } = splitLocale(typeof window === 'undefined' ? '/' : window.location.pathname);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <p className="font-mono text-sm tracking-widest text-oxblood uppercase">
        <Trans>Blot</Trans>
      </p>
      <h1 className="mt-2 text-3xl">
        <Trans>Page Error</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans>This page encountered an error and cannot be displayed.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          <Trans>Reload Page</Trans>
        </button>
        <a href={localePath(locale, '/')} className={buttonClass('secondary')}>
          <Trans>Go Home</Trans>
        </a>
      </div>
    </div>
  );
}

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; key: string };

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // a new page clears the error
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
    applyHead(t`Page Error`, t`This page encountered an error and cannot be displayed.`, null);
  }

  override render() {
    return this.state.error ? <PageErrorFallback /> : this.props.children;
  }
}
