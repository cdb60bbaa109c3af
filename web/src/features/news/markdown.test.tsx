import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, safeHref } from './markdown.tsx';

const html = (source: string) => render(<Markdown source={source} />).container.innerHTML;

describe('markdown renderer', () => {
  it('renders paragraphs, joining soft line breaks', () => {
    expect(html('One line\nand the next.\n\nA second paragraph.')).toBe(
      '<div><p>One line and the next.</p><p>A second paragraph.</p></div>',
    );
  });

  it('renders headings one level below the page title', () => {
    expect(html('# Big\n## Middle\n### Small')).toBe(
      '<div><h2>Big</h2><h3>Middle</h3><h4>Small</h4></div>',
    );
  });

  it('renders bold, emphasis and code inline', () => {
    expect(html('Some **bold**, *soft* and _also soft_ text with `code`.')).toBe(
      '<div><p>Some <strong>bold</strong>, <em>soft</em> and <em>also soft</em> text with <code>code</code>.</p></div>',
    );
  });

  it('leaves underscores inside words alone', () => {
    expect(html('snake_case_name')).toBe('<div><p>snake_case_name</p></div>');
  });

  it('renders bullet and numbered lists', () => {
    expect(html('- one\n- **two**\n\n1. first\n2. second')).toBe(
      '<div><ul><li>one</li><li><strong>two</strong></li></ul><ol><li>first</li><li>second</li></ol></div>',
    );
  });

  it('links http(s) and site paths, and shows anything else as plain text', () => {
    const out = html(
      '[Site](https://example.org/a) [Browse](/browse) [Bad](javascript:alert(1)) [Data](data:text/html,x)',
    );
    expect(out).toContain(
      '<a href="https://example.org/a" rel="noopener noreferrer nofollow ugc" target="_blank">Site</a>',
    );
    expect(out).toContain('<a href="/browse">Browse</a>');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('href="data:');
    expect(out).toContain('Bad');
  });

  it('shows raw HTML as text, never as markup', () => {
    const { container } = render(
      <Markdown source={'<script>alert(1)</script> <img src=x onerror=alert(1)>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script> <img src=x onerror=alert(1)>');
  });

  it('parses the demo story shape', () => {
    expect(parseBlocks('*Demo.*\n\nText **bold**\nmore.\n\n> quoted\n\n---')).toEqual([
      { kind: 'paragraph', text: '*Demo.*' },
      { kind: 'paragraph', text: 'Text **bold** more.' },
      { kind: 'quote', text: 'quoted' },
      { kind: 'rule' },
    ]);
  });

  it('accepts only http(s) and same-site paths as link targets', () => {
    expect(safeHref('https://a.b/c')).toBe('https://a.b/c');
    expect(safeHref('/ink/3')).toBe('/ink/3');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('mailto:a@b.c')).toBeNull();
  });
});
