import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkedText, markedParts } from './marked-text.tsx';

/** The parts written as text, the marked ones in brackets. */
const show = (text: string, ranges?: [number, number][]) =>
  markedParts(text, ranges)
    .map((p) => (p.marked ? `[${p.text}]` : p.text))
    .join('');

describe('markedParts', () => {
  it('cuts the text by the ranges, in order', () => {
    expect(show('Oxblood', [[0, 7]])).toBe('[Oxblood]');
    expect(
      show('Kon-peki', [
        [4, 6],
        [0, 3],
      ]),
    ).toBe('[Kon]-[pe]ki');
    expect(show('Jacques Herbin', [[8, 14]])).toBe('Jacques [Herbin]');
    expect(markedParts('Blue', [[1, 2]])).toEqual([
      { text: 'B', marked: false },
      { text: 'l', marked: true },
      { text: 'ue', marked: false },
    ]);
  });

  it('is the whole text, unmarked, without ranges', () => {
    expect(markedParts('Sargasso Sea', undefined)).toEqual([
      { text: 'Sargasso Sea', marked: false },
    ]);
    expect(markedParts('Sargasso Sea', [])).toEqual([{ text: 'Sargasso Sea', marked: false }]);
    expect(markedParts('', [])).toEqual([{ text: '', marked: false }]);
  });

  it('leaves out ranges outside the text, empty, reversed or not whole numbers', () => {
    expect(
      show('Oxblood', [
        [-1, 2],
        [5, 8],
        [3, 3],
        [4, 2],
        [0.5, 2],
        [Number.NaN, 3],
        [0, Number.POSITIVE_INFINITY],
      ]),
    ).toBe('Oxblood');
    expect(show('', [[0, 1]])).toBe('');
  });

  it('leaves out a range that overlaps one already taken', () => {
    expect(
      show('Oxblood', [
        [0, 3],
        [2, 5],
        [3, 4],
      ]),
    ).toBe('[Oxb][l]ood');
    expect(
      show('Oxblood', [
        [0, 2],
        [0, 5],
      ]),
    ).toBe('[Ox]blood');
  });

  it('never splits a character written as two UTF-16 units', () => {
    // '🖋' is two code units: a cut inside it would leave a broken character
    expect(show('a🖋b', [[1, 2]])).toBe('a🖋b');
    expect(show('a🖋b', [[2, 4]])).toBe('a🖋b');
    expect(show('a🖋b', [[1, 3]])).toBe('a[🖋]b');
    expect(show('色彩雫 紺碧', [[4, 6]])).toBe('色彩雫 [紺碧]');
  });
});

describe('MarkedText', () => {
  it('writes the marked parts in <mark> elements, as text', () => {
    const { container } = render(
      <p>
        <MarkedText
          text="<b>Kon</b>-peki"
          ranges={[
            [3, 6],
            [11, 13],
          ]}
        />
      </p>,
    );
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Kon', 'pe']);
    expect(container.textContent).toBe('<b>Kon</b>-peki');
    expect(container.querySelector('b')).toBeNull();
  });

  it('is the bare text without ranges', () => {
    const { container } = render(
      <p>
        <MarkedText text="Oxblood" />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Oxblood</p>');
  });
});
