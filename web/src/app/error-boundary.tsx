import { t } from '@lingui/core/macro';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { applyHead } from '#src/lib/head.ts';

/**
 * The page-level fallback (spec §2, page-error.tsx), loaded when a page first fails. When even
 * its code cannot be had (a build replaced under an open tab, no network), the heading alone
 * with the browser's reload.
 */
const PageErrorFallback = lazy(() =>
  import('./page-error.tsx').catch(() => ({
    default: () => <h1 role="alert">{t`Page Error`}</h1>,
  })),
);

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
    return this.state.error ? (
      <Suspense fallback={null}>
        <PageErrorFallback />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
