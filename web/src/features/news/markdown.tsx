import { Fragment, type ReactNode } from 'react';

/**
 * A small, safe Markdown renderer for news stories. It builds React elements (never HTML
 * strings), so raw HTML in a story shows as text. Supported: paragraphs, headings (#..###,
 * shifted one level down under the page's h1), unordered and ordered lists, block quotes,
 * rules, fenced code, **bold**, *emphasis*, `code` and [links](https://...) whose target is
 * http(s) or a path on this site; any other link shows as its text.
 */

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*(```|~~~)/;

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(marker))
        body.push(lines[i++] ?? '');
      i++; // the closing fence
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const depth = (heading[1] ?? '#').length;
      blocks.push({
        kind: 'heading',
        level: depth <= 1 ? 2 : depth === 2 ? 3 : 4,
        text: heading[2] ?? '',
      });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    if (BULLET.test(line) || ORDERED.test(line)) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const m = pattern.exec(current);
        if (m) {
          items.push(m[1] ?? '');
        } else if (current.trim() && /^\s+/.test(current) && items.length > 0) {
          items.push(`${items.pop() ?? ''} ${current.trim()}`); // a continued item
        } else {
          break;
        }
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (QUOTE.test(line)) {
      const parts: string[] = [];
      while (i < lines.length) {
        const m = QUOTE.exec(lines[i] ?? '');
        if (!m) break;
        parts.push(m[1] ?? '');
        i++;
      }
      blocks.push({ kind: 'quote', text: parts.join(' ').trim() });
      continue;
    }
    const parts: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (
        !current.trim() ||
        HEADING.test(current) ||
        FENCE.test(current) ||
        BULLET.test(current) ||
        ORDERED.test(current) ||
        QUOTE.test(current) ||
        RULE.test(current)
      )
        break;
      parts.push(current.trim());
      i++;
    }
    blocks.push({ kind: 'paragraph', text: parts.join(' ') });
  }
  return blocks;
}

/** A link target we are willing to render: http(s) anywhere, or a path on this site. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^https?:\/\/[^\s]+$/i.test(h)) return h;
  if (/^\/(?!\/)[^\s]*$/.test(h)) return h;
  return null;
}

const INLINE =
  /(`+)([^`]+?)\1|\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)(?<!\s)\*|(?<![\p{L}\p{N}])_(?!\s)(.+?)(?<!\s)_(?![\p{L}\p{N}])|\[([^\]]+)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/gu;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    const start = m.index;
    if (start > last) out.push(text.slice(last, start));
    const key = `${keyPrefix}-${n++}`;
    const [whole, , code, bold1, bold2, em1, em2, linkText, linkHref] = m;
    if (code !== undefined) out.push(<code key={key}>{code}</code>);
    else if (bold1 !== undefined || bold2 !== undefined)
      out.push(<strong key={key}>{renderInline(bold1 ?? bold2 ?? '', key)}</strong>);
    else if (em1 !== undefined || em2 !== undefined)
      out.push(<em key={key}>{renderInline(em1 ?? em2 ?? '', key)}</em>);
    else if (linkText !== undefined) {
      const href = safeHref(linkHref ?? '');
      const children = renderInline(linkText, key);
      if (href) {
        const external = /^https?:/i.test(href);
        out.push(
          <a
            key={key}
            href={href}
            {...(external ? { rel: 'noopener noreferrer nofollow ugc', target: '_blank' } : {})}
          >
            {children}
          </a>,
        );
      } else {
        out.push(<Fragment key={key}>{children}</Fragment>);
      }
    } else out.push(whole);
    last = start + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = parseBlocks(source);
  return (
    <div className={className}>
      {blocks.map((b, i) => {
        const key = `b${i}`;
        switch (b.kind) {
          case 'heading': {
            const H = `h${b.level}` as const;
            return <H key={key}>{renderInline(b.text, key)}</H>;
          }
          case 'paragraph':
            return <p key={key}>{renderInline(b.text, key)}</p>;
          case 'quote':
            return (
              <blockquote key={key} className="border-l-2 border-rule pl-4 italic text-muted">
                {renderInline(b.text, key)}
              </blockquote>
            );
          case 'code':
            return (
              <pre key={key} className="overflow-x-auto rounded-md bg-sunken p-4 font-mono text-sm">
                <code>{b.text}</code>
              </pre>
            );
          case 'rule':
            return <hr key={key} className="border-rule" />;
          case 'list': {
            const L = b.ordered ? 'ol' : 'ul';
            return (
              <L key={key}>
                {b.items.map((item, j) => (
                  <li key={`${key}-${j}`}>{renderInline(item, `${key}-${j}`)}</li>
                ))}
              </L>
            );
          }
        }
      })}
    </div>
  );
}
