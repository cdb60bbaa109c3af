/**
 * The baselines, started by catalogue.bench.ts on the same core as the real server. PORT comes
 * from the environment. Without BASELINE_BYTES: a bare Fastify hello-world. With it (a JSON
 * file of path -> { body: base64, encoding }): a bare Fastify server sending, for each of
 * those paths, the very bytes the real server sent for it (the same body, compressed the same
 * way), from memory: what the catalogue's cached pages are compared with.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

type Bytes = Record<string, { body: string; encoding: string | null }>;

const app = Fastify({ logger: false });
const file = process.env.BASELINE_BYTES;
if (file) {
  const bodies = new Map(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Bytes).map(([p, b]) => [
      p,
      { body: Buffer.from(b.body, 'base64'), encoding: b.encoding },
    ]),
  );
  app.get('/*', (req, reply) => {
    const found = bodies.get(req.url);
    if (!found) return reply.code(404).send();
    void reply.type('application/json; charset=utf-8');
    if (found.encoding) void reply.header('content-encoding', found.encoding);
    return reply.send(found.body);
  });
} else {
  app.get('/', () => ({ hello: 'world' }));
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
