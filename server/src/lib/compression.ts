import zlib from 'node:zlib';

/**
 * Compressed API answers (ADR 026): JSON of 1 KB or more, gzip or Brotli as the
 * client accepts. Both at their fastest setting: a catalogue page of 26 KB becomes about
 * 4.6 KB either way in about a tenth of a millisecond; the higher settings save a few
 * hundred bytes more for five to ten times the time (docs/performance.md). The catalogue's
 * response cache keeps the compressed bytes beside the JSON, so a repeated answer costs
 * nothing more.
 */
export const MIN_COMPRESSED_BYTES = 1024;

export type Encoding = 'gzip' | 'br';

/**
 * The encoding to answer in for an Accept-Encoding header: gzip, else Brotli (at the speed
 * each runs here they compress alike, and gzip is the cheaper to decode), none when the
 * client names neither or refuses them with q=0; `*` counts as both.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, boolean>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name === 'x-gzip' ? 'gzip' : name, q === undefined || Number(q.slice(2)) > 0);
  }
  const ok = (name: string) => accepted.get(name) ?? accepted.get('*') ?? false;
  return ok('gzip') ? 'gzip' : ok('br') ? 'br' : null;
}

/** Adds Accept-Encoding to a response's Vary header (keeping what it named). */
export function varyOnEncoding(current: unknown): string {
  const text = Array.isArray(current)
    ? current.join(', ')
    : typeof current === 'string'
      ? current
      : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) return text;
  return text ? `${text}, accept-encoding` : 'accept-encoding';
}

export function compress(body: Buffer | string, encoding: Encoding): Buffer {
  return encoding === 'gzip'
    ? zlib.gzipSync(body, { level: 1 })
    : zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
}
