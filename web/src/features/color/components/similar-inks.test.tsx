import type { InkWithDistance } from '@inklore/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ink, show } from '#test/console-kit.tsx';
import { answerBy } from '#test/fetch-kit.ts';
import { setVision } from '#src/lib/set-vision.ts';
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
  afterEach(() => setVision('none'));

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

  it('asks as a reader with the chosen vision sees, flags look-alikes and names colours', async () => {
    const seen = near(3).map((d, i) => ({
      ...d,
      colorHex: ['#cc3333', '#558822', '#3355cc'][i] ?? '#808080',
      deltaE: 1 + i * 2,
      plainDeltaE: 40 + i,
      looksAlike: i < 2,
    }));
    const sent = answerBy({ 'GET /api/inks/5/similar': { status: 200, body: { data: seen } } });
    setVision('deuteranopia');
    show(<SimilarInks ink={base} />, { user: null });
    expect(await screen.findByText('Near 1')).toBeTruthy();
    expect(sent.find((r) => r.path === '/api/inks/5/similar')?.query.get('vision')).toBe(
      'deuteranopia',
    );
    expect(screen.getAllByTestId('looks-alike')).toHaveLength(2);
    expect(screen.getByText('typical vision: ΔE 40.0')).toBeTruthy();
    expect(screen.getByTestId('looks-alike-summary').textContent).toBe(
      'Measured as seen with Deuteranopia (green-blind): 2 inks look alike to you.',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Colour vision' }).value).toBe(
      'deuteranopia',
    );
    // every swab names its colour once the words have loaded
    const words = await screen.findAllByTestId('swab-words');
    expect(words.map((w) => w.textContent)).toEqual(['red', 'olive', 'blue']);
    // and in text beside each small swab, where no title shows on a touch screen
    expect(screen.getAllByTestId('similar-ink-words').map((w) => w.textContent)).toEqual([
      'red',
      'olive',
      'blue',
    ]);
  });

  it('says nothing of vision with the typical setting, and asks plainly', async () => {
    const sent = answerBy({ 'GET /api/inks/5/similar': { status: 200, body: { data: near(2) } } });
    show(<SimilarInks ink={base} />, { user: null });
    expect(await screen.findByText('Near 1')).toBeTruthy();
    expect(sent.find((r) => r.path === '/api/inks/5/similar')?.query.has('vision')).toBe(false);
    expect(screen.queryByTestId('looks-alike-summary')).toBeNull();
    expect(screen.queryByTestId('swab-words')).toBeNull();
    expect(screen.queryByTestId('similar-ink-words')).toBeNull();
  });
});
