import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * The hostile upload corpus: files people (or attackers) send as images. Made here from
 * code, so the repository holds no binary blobs and each case says what it is. Every upload
 * path (profile pictures today, community images next) is tested against all of them.
 */
export type HostileFile = {
  name: string;
  bytes: Buffer;
  /** 'refused': a clear 4xx. 'reencoded': accepted only as a fresh JPEG with no metadata. */
  expect: 'refused' | 'reencoded';
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A valid PNG header that claims `width` x `height` pixels, with one tiny compressed row. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3 > 4096 ? 4096 : 1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const swatch = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } });

export async function hostileCorpus(): Promise<HostileFile[]> {
  const jpeg = await swatch('#1f4e79').jpeg().toBuffer();
  const frameA = await swatch('#aa0000').png().toBuffer();
  const frameB = await swatch('#0000aa').png().toBuffer();
  return [
    {
      name: 'text renamed .jpg',
      bytes: Buffer.from('just some text, not a picture\n'),
      expect: 'refused',
    },
    {
      name: 'HTML page',
      bytes: Buffer.from(
        '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
      ),
      expect: 'refused',
    },
    {
      name: 'SVG with a script',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="red"/></svg>',
      ),
      expect: 'refused',
    },
    {
      name: 'PDF',
      bytes: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
      expect: 'refused',
    },
    {
      name: 'JPEG with HTML appended (polyglot)',
      bytes: Buffer.concat([jpeg, Buffer.from('<html><script>alert("polyglot")</script></html>')]),
      expect: 'reencoded',
    },
    {
      name: 'truncated JPEG',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
      expect: 'refused',
    },
    {
      name: 'PNG header claiming 50,000 x 50,000 pixels',
      bytes: pngClaiming(50_000, 50_000),
      expect: 'refused',
    },
    {
      name: 'CMYK JPEG',
      bytes: await swatch('#2e8b57').toColourspace('cmyk').jpeg().toBuffer(),
      expect: 'reencoded',
    },
    {
      name: 'animated GIF',
      bytes: await sharp([frameA, frameB], { join: { animated: true } })
        .gif()
        .toBuffer(),
      expect: 'refused',
    },
    {
      name: 'JPEG with GPS EXIF',
      bytes: await swatch('#6b3fa0')
        .withExif({
          IFD0: { Copyright: 'someone', Artist: 'a photographer' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        })
        .jpeg()
        .toBuffer(),
      expect: 'reencoded',
    },
  ];
}
