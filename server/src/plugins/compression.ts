import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  compress,
  MIN_COMPRESSED_BYTES,
  pickEncoding,
  varyOnEncoding,
} from '#src/lib/compression.ts';
import { isApiRoute } from './request-target.ts';

/**
 * API JSON of 1 KB or more is sent gzip- or Brotli-compressed when the client accepts it
 * (src/lib/compression.ts); every API JSON answer says `Vary: Accept-Encoding`. An answer a
 * route compressed already (the catalogue, from its response cache) is left as it is.
 */
export function registerCompression(app: FastifyInstance): void {
  // (a callback hook, not an async one: every API answer passes here, cached ones too)
  app.addHook('onSend', (req, reply, payload, done) => {
    let out: unknown;
    try {
      out = compressed(req, reply, payload);
    } catch (err) {
      done(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    done(null, out);
  });
}

function compressed(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!isApiRoute(req)) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
  void reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
  if (reply.hasHeader('content-encoding') || req.method === 'HEAD') return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  // (no Buffer made of a text only to be measured: each counts as memory outside the heap)
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < MIN_COMPRESSED_BYTES) return payload;
  void reply.header('content-encoding', encoding);
  return compress(payload, encoding);
}
