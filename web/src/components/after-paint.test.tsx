import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterPaint } from './after-paint.tsx';

/** Which of the blocks are shown now, in the page's order. */
const shown = () => screen.queryAllByRole('note').map((n) => n.textContent);

describe('AfterPaint', () => {
  it('shows the fallbacks first, then the blocks one a task in the page’s order', async () => {
    const { container } = render(
      <>
        {['one', 'two', 'three'].map((name) => (
          <AfterPaint key={name} fallback={<span>waiting {name}</span>}>
            <p role="note">{name}</p>
          </AfterPaint>
        ))}
      </>,
    );
    expect(shown()).toEqual([]);
    expect(screen.getByText('waiting one')).toBeTruthy();
    // the blocks each change of the page brings (the observer hears each task's changes apart)
    const batches: string[][] = [];
    const observer = new MutationObserver((records) => {
      const added = records.flatMap((r) =>
        [...r.addedNodes].filter((n) => n instanceof HTMLElement && n.matches('p[role=note]')),
      );
      if (added.length) batches.push(added.map((n) => n.textContent ?? ''));
    });
    observer.observe(container, { childList: true, subtree: true });
    await waitFor(() => expect(shown()).toHaveLength(3));
    observer.disconnect();
    expect(batches).toEqual([['one'], ['two'], ['three']]);
  });
});
