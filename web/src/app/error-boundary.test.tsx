import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SectionError } from '#src/components/section-error.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { PageErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('page error boundary', () => {
  it('shows Page Error with Reload Page and Go Home when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary resetKey="/x">
        <Broken />
      </PageErrorBoundary>,
    );
    // (the fallback's code loads when a page first fails)
    expect(await screen.findByRole('heading', { name: 'Page Error' })).toBeTruthy();
    expect(
      screen.getByText('This page encountered an error and cannot be displayed.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    // (written once the head's code has come, apply-head.ts)
    await waitFor(() => expect(document.title).toBe('Page Error | Inklore'));
  });

  it('clears itself when the page changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <PageErrorBoundary resetKey="/a">
        <Broken />
      </PageErrorBoundary>,
    );
    rerender(
      <PageErrorBoundary resetKey="/b">
        <p>Fine again</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Fine again')).toBeTruthy();
  });
});

describe('section error', () => {
  it('says the section could not be loaded, shows the reason and retries', async () => {
    const retry = vi.fn();
    render(
      <SectionError
        what="Featured inks"
        error={new ApiError(503, 'Down for a moment')}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Featured inks could not be loaded.');
    expect(screen.getByText('503: Down for a moment')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
