import MarkdownIt from 'markdown-it';

/**
 * Markdown as the HTML every reader gets (docs/decisions/023-news-markdown-on-the-server.md): a
 * news story's and an ink's description. One renderer for the story API, the editor's preview,
 * the Atom feed and the ink page, so what staff preview is what readers and feed readers see.
 *
 * Why its output is safe to insert as HTML (the web app does, with dangerouslySetInnerHTML):
 * - CommonMark by markdown-it with `html: false`: raw HTML in the source, inline or as a
 *   block, is never passed through; it is escaped and shows as text. Every text and every
 *   attribute value markdown-it writes is escaped (&, <, >, ").
 * - The only tags are markdown-it's own (p, h2-h6, em, strong, s, a, img, ul, ol, li,
 *   blockquote, pre, code, hr, br, table parts), with only its own attributes: no `on*`,
 *   no `style` beyond a table cell's text-align, no `class` beyond a fence's language.
 * - Links are allow-listed (`validateLink`): http(s), mailto and paths on this site. Anything
 *   else (javascript:, vbscript:, data:, file:, protocol-relative //host) is not a link at
 *   all: the Markdown shows as written. Links off the site get rel="noopener nofollow".
 * - Images only from this site's uploads (/media/) or https; any other source shows the
 *   image's alt text instead.
 */

/** A link target we render: http(s) or mailto anywhere, or a path on this site. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;
/** An image source we render: our uploads, or https. */
const SAFE_IMAGE = /^(?:https:\/\/|\/media\/(?!.*\.\.))/i;

const md = new MarkdownIt('commonmark', {
  html: false,
  linkify: false,
  typographer: false,
  breaks: false,
});
md.enable(['table', 'strikethrough']);
// Applied by markdown-it to every link, autolink and image after normalising the URL
// (entities decoded, characters percent-encoded), so `jav&#x61;script:` is caught too.
md.validateLink = (url: string) => SAFE_LINK.test(url);

// The story's title is the page's h1: the body's headings start at h2.
const shiftHeading: NonNullable<typeof md.renderer.rules.heading_open> = (
  tokens,
  idx,
  opts,
  _env,
  self,
) => {
  const token = tokens[idx];
  if (token) {
    const level = Math.min(6, Number(token.tag.slice(1)) + 1);
    token.tag = `h${level}`;
  }
  return self.renderToken(tokens, idx, opts);
};
md.renderer.rules.heading_open = shiftHeading;
md.renderer.rules.heading_close = shiftHeading;

// A fence's info string becomes a class only when it is a plain language name.
md.core.ruler.push('plain_fence_language', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'fence' && !/^[\w+#-]{1,30}(?:\s|$)/.test(token.info.trim()))
      token.info = '';
  }
});

/** A path on this site made absolute for the feed (feed readers have no page to resolve it). */
function absolute(url: string, env: unknown): string {
  const origin: unknown = env && typeof env === 'object' ? Reflect.get(env, 'origin') : undefined;
  return typeof origin === 'string' && url.startsWith('/') ? `${origin}${url}` : url;
}

/** An attribute as text (markdown-it's own are strings; its type allows numbers). */
function attr(token: { attrGet(name: string): string | number | null }, name: string): string {
  const value = token.attrGet(name);
  return value === null ? '' : String(value);
}

md.renderer.rules.link_open = (tokens, idx, opts, env, self) => {
  const token = tokens[idx];
  if (!token) return '';
  const href = attr(token, 'href');
  if (/^(?:https?:|mailto:)/i.test(href)) token.attrSet('rel', 'noopener nofollow');
  token.attrSet('href', absolute(href, env));
  return self.renderToken(tokens, idx, opts);
};

md.renderer.rules.image = (tokens, idx, opts, env, self) => {
  const token = tokens[idx];
  if (!token) return '';
  const alt = self.renderInlineAsText(token.children ?? [], opts, env);
  const src = attr(token, 'src');
  if (!SAFE_IMAGE.test(src)) return md.utils.escapeHtml(alt);
  token.attrSet('src', absolute(src, env));
  token.attrSet('alt', alt);
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return self.renderToken(tokens, idx, opts);
};

/**
 * The latest renderings: a story is read far more often than written, and the feed renders
 * twenty at a time (a long story takes a few milliseconds). Keyed by the source itself, so an
 * edit is never served stale.
 */
const CACHE_SIZE = 64;
const rendered = new Map<string, string>();

/**
 * The story's Markdown as safe HTML (see above). With `origin` (the feed), links and images
 * on this site get absolute addresses.
 */
export function renderMarkdown(source: string, origin?: string): string {
  const key = `${origin ?? ''}\u0000${source}`;
  const cached = rendered.get(key);
  if (cached !== undefined) {
    // the most recently used goes to the end, so the oldest is first to go
    rendered.delete(key);
    rendered.set(key, cached);
    return cached;
  }
  const html = md.render(source, origin ? { origin } : {});
  rendered.set(key, html);
  if (rendered.size > CACHE_SIZE) {
    const oldest = rendered.keys().next();
    if (!oldest.done) rendered.delete(oldest.value);
  }
  return html;
}

/** The editor's preview: rendered the same way, never kept (each keystroke is a new text). */
export function renderPreview(source: string): string {
  return md.render(source, {});
}
