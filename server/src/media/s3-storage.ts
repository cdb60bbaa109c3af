import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentName, MEDIA_PREFIX, type MediaStore } from './storage.ts';

/**
 * The media store on an S3-compatible bucket (AWS S3, MinIO, R2, ...), for several app
 * servers (MEDIA_STORE=s3). Same names and behaviour as the local store (storage.ts): a
 * file is `<folder>/<content hash>.<extension>`, the object key is that same path (the
 * public URL path without /media/), so URLs in the database never change with the store.
 */

export type S3MediaOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset for AWS S3. */
  endpoint: string | undefined;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** An object to serve: its bytes as a stream (null for HEAD), type and length. */
export type MediaObject = {
  body: Readable | null;
  contentType: string;
  length: number | undefined;
  lastModified: Date | undefined;
};

export interface S3MediaStore extends MediaStore {
  /** The bucket key of a public URL path, or null when the path is not one a store makes. */
  keyOf(url: string): string | null;
  /** The object behind a public URL path, or null (not ours, or not there). */
  open(url: string, options?: { head?: boolean }): Promise<MediaObject | null>;
  /** Closes the client's connections. */
  close(): void;
}

/** Names are content hashes, so an object never changes: a year's cache wherever it is served from. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// The local store's rules (storage.ts), for folders, extensions and names.
const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
const NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The content type of a stored name, from its extension (what the local store's server sends). */
export function mediaContentType(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The bucket key behind a public URL path, or null when the path is not ours. */
export function mediaKey(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const [folder, name, ...rest] = url.slice(MEDIA_PREFIX.length).split('/');
  if (rest.length > 0 || !folder || !name || !FOLDER.test(folder)) return null;
  if (!NAME.test(name)) return null;
  return `${folder}/${name}`;
}

/** Whether the SDK's error says the object is not there (GetObject: NoSuchKey, HeadObject: NotFound). */
function isMissing(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}

export function s3MediaStore(options: S3MediaOptions): S3MediaStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible servers refuse the
    // SDK's default CRC32 headers and trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function open(url: string, { head = false } = {}): Promise<MediaObject | null> {
    const Key = mediaKey(url);
    if (!Key) return null;
    try {
      if (head) {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return {
          body: null,
          contentType: mediaContentType(Key),
          length: out.ContentLength,
          lastModified: out.LastModified,
        };
      }
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!(out.Body instanceof Readable)) throw new Error(`S3 GetObject ${Key}: no Node stream`);
      return {
        body: out.Body,
        contentType: mediaContentType(Key),
        length: out.ContentLength,
        lastModified: out.LastModified,
      };
    } catch (err) {
      // Only a missing object is "not there"; an unreachable store or a wrong bucket is an error.
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    keyOf: mediaKey,
    open,
    async put(folder, data, extension) {
      if (!FOLDER.test(folder) || !EXTENSION.test(extension)) {
        throw new Error(`invalid media folder or extension: ${folder} ${extension}`);
      }
      const name = contentName(data, extension);
      // One PUT is atomic: a reader sees the whole object or none. The same content again
      // writes the same bytes under the same name.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${folder}/${name}`,
          Body: data,
          ContentType: mediaContentType(name),
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
      return `${MEDIA_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      const Key = mediaKey(url);
      // Deleting a missing object succeeds (204), as the local store ignores a missing file.
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async read(url) {
      const object = await open(url);
      if (!object?.body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    close() {
      client.destroy();
    },
  };
}
