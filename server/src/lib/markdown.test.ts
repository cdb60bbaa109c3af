import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN, unsafeHtmlProblems } from '../../test/safe-html.ts';
import { renderMarkdown as renderStoryMarkdown } from './markdown.ts';

describe('renderStoryMarkdown', () => {
  it('renders CommonMark: headings shifted under the page title, emphasis, lists, quotes, code, tables', () => {
    const html = renderStoryMarkdown(
      [
        '# A heading',
        '',
        'Some **bold**, *emphasis*, ~~struck~~ and `code`.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> quoted',
        '',
        '```',
        'fenced <b>',
        '```',
        '',
        '| a | b |',
        '|:--|--:|',
        '| 1 | 2 |',
        '',
        '---',
        '',
        '###### six',
      ].join('\n'),
    );
    expect(html).toContain('<h2>A heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<s>struck</s>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>');
    expect(html).toContain('<pre><code>fenced &lt;b&gt;\n</code></pre>');
    expect(html).toContain('<th style="text-align:left">a</th>');
    expect(html).toContain('<hr />');
    expect(html).toContain('<h6>six</h6>');
    expect(unsafeHtmlProblems(html)).toEqual([]);
  });

  it('keeps links to http(s), mailto and this site, marking those off the site noopener nofollow', () => {
    const html = renderStoryMarkdown(
      '[a](https://ok.example/x?y=1&z=2) [b](http://ok.example) [c](mailto:team@example.test) [d](/browse?color=Blue) <https://auto.example>',
    );
    expect(html).toContain(
      '<a href="https://ok.example/x?y=1&amp;z=2" rel="noopener nofollow">a</a>',
    );
    expect(html).toContain('<a href="http://ok.example" rel="noopener nofollow">b</a>');
    expect(html).toContain('<a href="mailto:team@example.test" rel="noopener nofollow">c</a>');
    expect(html).toContain('<a href="/browse?color=Blue">d</a>');
    expect(html).toContain(
      '<a href="https://auto.example" rel="noopener nofollow">https://auto.example</a>',
    );
  });

  it('shows images from our uploads and https only; others become their alt text', () => {
    const html = renderStoryMarkdown(
      '![ours](/media/news/abc.jpg) ![theirs](https://img.example/a.png) ![plain](http://img.example/a.png)',
    );
    expect(html).toContain(
      '<img src="/media/news/abc.jpg" alt="ours" loading="lazy" decoding="async" />',
    );
    expect(html).toContain('<img src="https://img.example/a.png" alt="theirs"');
    expect(html).not.toContain('http://img.example');
    expect(html).toContain(' plain</p>');
  });

  it('makes this site’s links and images absolute when given an origin (the feed)', () => {
    const html = renderStoryMarkdown('[x](/browse) ![y](/media/news/a.jpg)', 'https://ink.example');
    expect(html).toContain('href="https://ink.example/browse"');
    expect(html).toContain('src="https://ink.example/media/news/a.jpg"');
  });

  it.each(HOSTILE_MARKDOWN)('$name: nothing unsafe gets through', ({ source }) => {
    const html = renderStoryMarkdown(source);
    expect(unsafeHtmlProblems(html)).toEqual([]);
    expect(html).not.toMatch(/<(?:script|iframe|svg|style|div|object|embed)\b/i);
    // an on* attribute of a tag (not text inside an escaped attribute value)
    expect(html).not.toMatch(/<[a-z0-9]+(?:\s+[a-z-]+="[^"]*")*\s+on[a-z]+=/i);
    expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|vbscript|data|file):/i);
  });

  it('shows raw HTML as text rather than dropping it', () => {
    expect(renderStoryMarkdown('<b>bold?</b>')).toBe('<p>&lt;b&gt;bold?&lt;/b&gt;</p>\n');
  });

  it('the checker itself finds what it looks for', () => {
    expect(unsafeHtmlProblems('<p onclick="x">a</p>')).not.toEqual([]);
    expect(unsafeHtmlProblems('<a href="javascript:alert(1)">a</a>')).not.toEqual([]);
    expect(unsafeHtmlProblems('<script>alert(1)</script>')).not.toEqual([]);
    expect(unsafeHtmlProblems('<img src="data:image/png;base64,AA">')).not.toEqual([]);
    expect(unsafeHtmlProblems('<p>a < b</p>')).not.toEqual([]);
  });
});
