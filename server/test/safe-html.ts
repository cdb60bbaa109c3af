/**
 * Checks HTML made from a story's Markdown against the allow-list the renderer promises
 * (server/src/lib/markdown.ts): only these tags, only these attributes, only
 * safe link and image addresses, and no `<` that does not open one of those tags. Returns the
 * problems found (none for safe HTML).
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  em: [],
  strong: [],
  s: [],
  code: ['class'],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  hr: [],
  br: [],
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'loading', 'decoding'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['style'],
  td: ['style'],
};

const VALUE_RULES: Record<string, RegExp> = {
  href: /^(?:https?:\/\/|mailto:|\/(?!\/))/i,
  src: /^(?:https:\/\/|\/media\/(?!.*\.\.))/i,
  style: /^text-align:(?:left|center|right)$/,
  class: /^language-[\w+#-]+$/,
  rel: /^noopener nofollow$/,
  start: /^\d+$/,
  loading: /^lazy$/,
  decoding: /^async$/,
};

const TAG = /^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*(\/?)>/;
const ATTR = /\s+([a-z-]+)(?:="([^"]*)")?/g;

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function unsafeHtmlProblems(html: string): string[] {
  const problems: string[] = [];
  let at = html.indexOf('<');
  while (at !== -1) {
    const m = TAG.exec(html.slice(at));
    if (!m) {
      problems.push(`a raw '<' at ${at}: ${html.slice(at, at + 40)}`);
      at = html.indexOf('<', at + 1);
      continue;
    }
    const [whole, closing, tag = '', attrs = ''] = m;
    const allowed = ALLOWED[tag];
    if (!allowed) problems.push(`tag <${tag}>`);
    else if (!closing) {
      for (const a of attrs.matchAll(ATTR)) {
        const [, name = '', raw = ''] = a;
        if (!allowed.includes(name)) problems.push(`attribute ${name} on <${tag}>`);
        const rule = VALUE_RULES[name];
        const value = decode(raw);
        if (rule && !rule.test(value)) problems.push(`${name}="${value}" on <${tag}>`);
        if (/^\s*(?:javascript|vbscript|data|file):/i.test(value)) {
          problems.push(`${name}="${value}" on <${tag}>`);
        }
      }
    }
    at = html.indexOf('<', at + whole.length);
  }
  return problems;
}

/** Markdown someone hostile (or careless) might put in a story. */
export const HOSTILE_MARKDOWN: { name: string; source: string }[] = [
  { name: 'a script block', source: '<script>alert(1)</script>' },
  { name: 'an inline script', source: 'Hello <script>alert(1)</script> world' },
  { name: 'an HTML block with on* handlers', source: '<div onclick="alert(1)">click</div>' },
  { name: 'an img with onerror', source: 'Look <img src=x onerror="alert(1)"> here' },
  { name: 'an svg with onload', source: '<svg onload=alert(1)><circle r="9"/></svg>' },
  { name: 'an iframe', source: '<iframe src="https://evil.example"></iframe>' },
  { name: 'a style block', source: '<style>body{display:none}</style>' },
  { name: 'an HTML comment and CDATA', source: '<!-- x --><![CDATA[<script>]]>' },
  { name: 'a javascript: link', source: '[click](javascript:alert(1))' },
  { name: 'an upper-case, spaced javascript: link', source: '[click]( JavaScript:alert(1) )' },
  { name: 'an entity-encoded javascript: link', source: '[click](jav&#x61;script:alert(1))' },
  { name: 'a javascript: link with a tab', source: '[click](java\tscript:alert(1))' },
  { name: 'a javascript: autolink', source: '<javascript:alert(1)>' },
  { name: 'a vbscript: link', source: '[click](vbscript:msgbox(1))' },
  {
    name: 'a data: link',
    source: '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  },
  { name: 'a file: link', source: '[click](file:///etc/passwd)' },
  { name: 'a protocol-relative link', source: '[click](//evil.example/x)' },
  { name: 'a reference-style javascript: link', source: '[click][x]\n\n[x]: javascript:alert(1)' },
  { name: 'a data: image', source: '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)' },
  { name: 'a javascript: image', source: '![x](javascript:alert(1))' },
  { name: 'an http (not https) image', source: '![x](http://tracker.example/pixel.gif)' },
  { name: 'a media path that climbs out', source: '![x](/media/../api/auth/user)' },
  {
    name: 'a title that tries to close the attribute',
    source: '[a](https://ok.example "x\\" onmouseover=\\"alert(1)")',
  },
  {
    name: 'an alt text that tries to close the attribute',
    source: '![x" onerror="alert(1)](https://ok.example/i.png)',
  },
  {
    name: 'a fence language that tries to break out',
    source: '```js" onclick="alert(1)\ncode\n```',
  },
  { name: 'HTML inside a table', source: '| a |\n|---|\n| <img src=x onerror=alert(1)> |' },
  {
    name: 'a link text holding HTML',
    source: '[<b onmouseover=alert(1)>x</b>](https://ok.example)',
  },
];
