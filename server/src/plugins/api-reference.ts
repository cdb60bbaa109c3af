import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { compress, pickEncoding, varyOnEncoding, type Encoding } from '#src/lib/compression.ts';
import { notFound } from '#src/lib/errors.ts';

/**
 * The readable API reference at /api/docs (ADR 028): Swagger UI, as
 * @fastify/swagger-ui ships it (the Fastify team's build of swagger-ui-dist, without its
 * install-time analytics package), drawing /api/openapi.json. Every file comes from this
 * server; the page runs within the site's CSP (no inline script: the set-up is a file of its
 * own). The plugin's own routes cannot declare `config.access`, so the files are served here,
 * from a fixed list read once at start.
 */
const SWAGGER_UI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

export const REFERENCE_PATH = '/api/docs';

/**
 * Swagger UI's set-up. No top bar (its address field loads any other document), no call to
 * validator.swagger.io (validatorUrl: null), no configuration from the query string. "Try it
 * out" sends the calls from this page, with the visitor's own cookie; a change also needs the
 * X-CSRF-Token header (Authorize), or a bearer token.
 */
const INIT_JS = `'use strict';
// Swagger UI leaves the server list and the dialog's close button unnamed, and its code samples
// out of keyboard reach: named and reachable here, as it draws them.
function mend() {
  var select = document.querySelector('select#servers');
  if (select && !select.hasAttribute('aria-label')) select.setAttribute('aria-label', 'Server');
  document.querySelectorAll('#swagger-ui .close-modal:not([aria-label])').forEach(function (b) {
    b.setAttribute('aria-label', 'Close');
  });
  document.querySelectorAll('#swagger-ui pre:not([tabindex])').forEach(function (pre) {
    pre.setAttribute('tabindex', '0');
  });
}
window.addEventListener('DOMContentLoaded', function () {
  var root = document.getElementById('swagger-ui');
  new MutationObserver(mend).observe(root, { childList: true, subtree: true });
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    // Deep links put a link inside each operation's button (a control inside a control).
    deepLinking: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
    queryConfigEnabled: false,
    displayOperationId: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    filter: true,
    tryItOutEnabled: false,
    // Its colours for code are too faint on their dark ground: plain text reads better.
    syntaxHighlight: false,
    withCredentials: true,
  });
});
`;

/**
 * Our changes to Swagger UI's look: the page's heading, and colours dark enough to read
 * (WCAG AA, 4.5:1): its method badges, links, version badges and the Authorize button are
 * lighter than that.
 */
const REFERENCE_CSS = `body { margin: 0; background: #fafafa; color: #1f2328; }
.reference-intro { max-width: 1460px; margin: 0 auto; padding: 16px 20px 0; font-family: sans-serif; }
.reference-intro h1 { font-size: 1.5rem; margin: 0 0 4px; }
.reference-intro p { margin: 0; }
.reference-intro a, .swagger-ui .info a, .swagger-ui .info .url { color: #1f62b0; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1a5fa8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1d7a4f; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a3520a; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #137a66; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c4161c; }
.swagger-ui .info .title small { background: #5c6370; }
.swagger-ui .info .title small.version-stamp { background-color: #4d7a00; }
.swagger-ui .btn.authorize { border-color: #1d7a4f; color: #1d7a4f; }
.swagger-ui .btn.authorize svg { fill: #1d7a4f; }
.swagger-ui .parameter__in { color: #5c5c5c; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #595959; }
@media (max-width: 600px) {
  .swagger-ui .opblock .opblock-summary-control { flex-wrap: wrap; }
  .swagger-ui .opblock .opblock-summary-operation-id { flex-basis: 100%; word-break: normal; }
}
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Inklore API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${REFERENCE_PATH}/reference.css" />
  </head>
  <body>
    <header class="reference-intro">
      <h1>Inklore API reference</h1>
      <p>Every call of the API, drawn from <a href="/api/openapi.json">the OpenAPI document</a>. How to sign in, use a token and read the errors: docs/api.md.</p>
    </header>
    <div id="swagger-ui">
      <noscript><p class="reference-intro">This page needs JavaScript. The same reference is in <a href="/api/openapi.json">the OpenAPI document</a>.</p></noscript>
    </div>
    <script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${REFERENCE_PATH}/init.js"></script>
  </body>
</html>
`;

type File = { type: string; body: Buffer; compressed: Partial<Record<Encoding, Buffer>> };

function file(type: string, body: Buffer | string): File {
  return { type, body: Buffer.isBuffer(body) ? body : Buffer.from(body), compressed: {} };
}

export function registerApiReference(app: AppInstance): void {
  const files = new Map<string, File>([
    ['swagger-ui.css', file('text/css; charset=utf-8', read('swagger-ui.css'))],
    ['swagger-ui-bundle.js', file('text/javascript; charset=utf-8', read('swagger-ui-bundle.js'))],
    ['init.js', file('text/javascript; charset=utf-8', INIT_JS)],
    ['reference.css', file('text/css; charset=utf-8', REFERENCE_CSS)],
  ]);
  const page = file('text/html; charset=utf-8', PAGE);

  app.get(
    REFERENCE_PATH,
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['reference'],
        summary: 'This reference, as a web page (Swagger UI)',
        produces: ['text/html'],
        response: { 200: z.string().describe('The reference page.') },
      },
    },
    (req: FastifyRequest, reply: FastifyReply) => {
      send(req, reply, page);
    },
  );

  app.get(
    `${REFERENCE_PATH}/:file`,
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['reference'],
        summary: "The reference page's scripts and styles",
        params: z.object({ file: z.string().max(60) }),
        produces: ['text/javascript', 'text/css'],
        response: { 200: z.string().describe('The file.') },
      },
    },
    (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const f = files.get(req.params.file);
      if (!f) throw notFound('The API reference has no such file.');
      send(req, reply.header('cache-control', 'public, max-age=3600'), f);
    },
  );
}

/** A file, compressed (once, then kept) when the client accepts it. */
function send(req: FastifyRequest, reply: FastifyReply, f: File): void {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  void reply.header('vary', varyOnEncoding(reply.getHeader('vary'))).type(f.type);
  if (!encoding) {
    void reply.send(f.body);
    return;
  }
  f.compressed[encoding] ??= compress(f.body, encoding);
  void reply.header('content-encoding', encoding).send(f.compressed[encoding]);
}

function read(name: string): Buffer {
  return fs.readFileSync(path.join(SWAGGER_UI, name));
}
