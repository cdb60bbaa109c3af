import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logDestination } from './log-output.ts';

describe('logDestination', () => {
  it('keeps JSON lines when piped or asked for, and readable lines on a terminal', () => {
    expect(logDestination('json', true)).toBeUndefined();
    expect(logDestination('auto', false)).toBeUndefined();
    expect(logDestination('auto', true)).toBeDefined();
    expect(logDestination('pretty', false)).toBeDefined();
  });

  it('writes a readable line: time, level and message, without the request fields', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString()));
    const stream = logDestination('pretty', false, out);
    if (!stream) throw new Error('expected a stream');
    const line = { level: 30, time: Date.now(), pid: 1, hostname: 'h', reqId: 'abc' };
    stream.write(
      `${JSON.stringify({ ...line, req: { method: 'GET' }, msg: 'GET /browse 200 3.1 ms' })}\n`,
    );
    await new Promise((r) => setTimeout(r, 20));
    const text = chunks.join('');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/browse 200 3\.1 ms\n$/);
    expect(text).not.toContain('abc');
  });
});
