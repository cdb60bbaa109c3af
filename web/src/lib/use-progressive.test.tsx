import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useProgressive } from './use-progressive.ts';

function List({ items }: { items: readonly number[] }) {
  const shown = useProgressive(items);
  return (
    <ul>
      {shown.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

function Growing() {
  const [items, setItems] = useState<number[]>([]);
  return (
    <>
      <button type="button" onClick={() => setItems(Array.from({ length: 10 }, (_, i) => i))}>
        arrive
      </button>
      <button type="button" onClick={() => setItems((l) => [...l, 10, 11, 12, 13, 14, 15])}>
        more
      </button>
      <List items={items} />
    </>
  );
}

const count = () => screen.queryAllByRole('listitem').length;

describe('useProgressive', () => {
  it('draws the first four at once, the rest a few a frame, then later growth at once', async () => {
    render(<Growing />);
    expect(count()).toBe(0);
    act(() => screen.getByRole('button', { name: 'arrive' }).click());
    expect(count()).toBe(4);
    await waitFor(() => expect(count()).toBe(8));
    await waitFor(() => expect(count()).toBe(10));
    // caught up: a next page is all there in the same render
    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(count()).toBe(16);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      Array.from({ length: 16 }, (_, i) => String(i)),
    );
  });

  it('draws a short list whole', () => {
    render(<List items={[1, 2, 3]} />);
    expect(count()).toBe(3);
  });
});
