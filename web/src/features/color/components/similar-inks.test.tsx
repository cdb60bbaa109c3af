import type { InkWithDistance } from '@inklore/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ink, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { SIMILAR_FOLDED, SimilarInks } from './similar-inks.tsx';

const base = ink({ id: 5 });
const near = (n: number): InkWithDistance[] =>
  Array.from({ length: n }, (_, i) => ({
    ...ink({ id: 100 + i, name: `Near ${i + 1}` }),
    deltaE: 1 + i,
  }));

function showSimilar(n: number) {
  answerBy({ 'GET /api/inks/5/similar': { status: 200, body: { data: near(n) } } });
  show(<SimilarInks ink={base} />, { user: null });
}

describe('Similar Inks', () => {
  it('folds a long list to the nearest few; Show all opens it with its filters', async () => {
    showSimilar(9);
    expect(await screen.findByText('Near 1')).toBeTruthy();
    expect(screen.getAllByTestId('similar-ink')).toHaveLength(SIMILAR_FOLDED);
    expect(screen.queryByRole('combobox', { name: 'Brand' })).toBeNull();
    const showAll = screen.getByRole('button', { name: 'Show all 9 similar inks, with filters' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(showAll);
    expect(screen.getAllByTestId('similar-ink')).toHaveLength(9);
    expect(screen.getByRole('combobox', { name: 'Brand' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('shows a short list whole, with its filters and no Show all', async () => {
    showSimilar(SIMILAR_FOLDED);
    expect(await screen.findByText(`Near ${SIMILAR_FOLDED}`)).toBeTruthy();
    expect(screen.getAllByTestId('similar-ink')).toHaveLength(SIMILAR_FOLDED);
    expect(screen.getByRole('combobox', { name: 'Brand' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
