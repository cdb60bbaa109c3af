import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/s3.ts';
import { mediaKey, s3MediaStore, type S3MediaStore } from './s3-storage.ts';
import { contentName, localMediaStore, type MediaStore } from './storage.ts';

let s3: TestS3;
let store: S3MediaStore;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3();
  store = s3MediaStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-media-'));
});
afterAll(async () => {
  store.close();
  await s3.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

const ODD_URLS = [
  '/elsewhere/avatars/0123456789abcdef0123456789abcdef.jpg',
  '/media/avatars/../0123456789abcdef0123456789abcdef.jpg',
  '/media/../avatars/0123456789abcdef0123456789abcdef.jpg',
  '/media/avatars/sub/0123456789abcdef0123456789abcdef.jpg',
  '/media/avatars/0123456789abcdef0123456789abcdef.jpg/0123456789abcdef0123456789abcdef.jpg',
  '/media/Avatars/0123456789abcdef0123456789abcdef.jpg',
  '/media/avatars/0123456789ABCDEF0123456789ABCDEF.jpg',
  '/media/avatars/0123456789abcdef.jpg',
  '/media/avatars/.0123456789abcdef0123456789abcdef.jpg.tmp',
  '/media/avatars/',
  '/media/',
];

// The same expectations of both stores: the S3 store behaves as the local one does.
describe.each([
  ['the S3 store (s3rver)', () => store as MediaStore],
  ['the local store', () => localMediaStore(localRoot)],
])('%s', (_name, media) => {
  it('stores bytes under their content hash and reads them back', async () => {
    const data = Buffer.from(`a picture ${_name}`);
    const url = await media().put('avatars', data, 'jpg');
    expect(url).toBe(`/media/avatars/${contentName(data, 'jpg')}`);
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.jpg$/);
    expect(await media().read(url)).toEqual(data);
    // the same content again: the same name
    expect(await media().put('avatars', Buffer.from(data), 'jpg')).toBe(url);
  });

  it('reads null for a missing name and for a path that is not one of ours', async () => {
    expect(await media().read('/media/avatars/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    for (const url of ODD_URLS) expect(await media().read(url), url).toBeNull();
  });

  it('removes a file; removing a missing one or a foreign path does nothing', async () => {
    const data = Buffer.from(`to be removed ${_name}`);
    const url = await media().put('community', data, 'jpg');
    await media().remove(url);
    expect(await media().read(url)).toBeNull();
    await expect(media().remove(url)).resolves.toBeUndefined();
    for (const odd of ODD_URLS) await expect(media().remove(odd)).resolves.toBeUndefined();
  });

  it('reads and removes nothing through a path that only looks like a stored file', async () => {
    const data = Buffer.from(`stored ${_name}`);
    const url = await media().put('avatars', data, 'jpg');
    const name = url.slice(url.lastIndexOf('/') + 1);
    const lookalikes = [
      `${url}/${name}`,
      `/media/avatars/avatars/${name}`,
      `/media/x/../avatars/${name}`,
      `/media//avatars/${name}`,
      `${url}.tmp`,
      `${url}/`,
      url.toUpperCase(),
    ];
    for (const odd of lookalikes) {
      expect(await media().read(odd), odd).toBeNull();
      await media().remove(odd);
    }
    expect(await media().read(url)).toEqual(data);
  });

  it('refuses a folder or extension outside the naming rules', async () => {
    const data = Buffer.from('x');
    for (const [folder, ext] of [
      ['../avatars', 'jpg'],
      ['Avatars', 'jpg'],
      ['a/b', 'jpg'],
      ['', 'jpg'],
      ['avatars', 'j.pg'],
      ['avatars', ''],
      ['avatars', 'JPG'],
    ] as const) {
      await expect(media().put(folder, data, ext), `${folder} ${ext}`).rejects.toThrow(
        /invalid media folder or extension/,
      );
    }
  });
});

describe('the S3 store', () => {
  it('keeps an object under <folder>/<name> with its content type and a year of cache', async () => {
    const data = Buffer.from('the bytes of a jpeg');
    const url = await store.put('news', data, 'jpg');
    const key = `news/${contentName(data, 'jpg')}`;
    expect(mediaKey(url)).toBe(key);
    expect(await s3.keys()).toContain(key);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    const got = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(Buffer.from((await got.Body?.transformToByteArray()) ?? [])).toEqual(data);
  });

  it('deletes the object from the bucket, and only that one', async () => {
    const keep = await store.put('community', Buffer.from('keep me'), 'jpg');
    const drop = await store.put('community', Buffer.from('drop me'), 'jpg');
    await store.remove(drop);
    const keys = await s3.keys();
    expect(keys).toContain(mediaKey(keep));
    expect(keys).not.toContain(mediaKey(drop));
  });

  it('opens an object as a stream with its type and length, or without the bytes for HEAD', async () => {
    const data = Buffer.from('stream me');
    const url = await store.put('avatars', data, 'jpg');
    const object = await store.open(url);
    expect(object?.contentType).toBe('image/jpeg');
    expect(object?.length).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks)).toEqual(data);
    const head = await store.open(url, { head: true });
    expect(head).toMatchObject({ body: null, contentType: 'image/jpeg', length: data.length });
    expect(await store.open('/media/avatars/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(
      await store.open('/media/avatars/0123456789abcdef0123456789abcdef.jpg', { head: true }),
    ).toBeNull();
  });

  it('does not take an unreachable store or a wrong bucket for a missing file', async () => {
    const wrongBucket = s3MediaStore({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      await expect(
        wrongBucket.read('/media/avatars/0123456789abcdef0123456789abcdef.jpg'),
      ).rejects.toThrow();
      await expect(wrongBucket.put('avatars', Buffer.from('x'), 'jpg')).rejects.toThrow();
    } finally {
      wrongBucket.close();
    }
  });
});
