import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded media lives: DATA_DIR/media on local disk, served under /media/ (this file),
 * or an S3-compatible bucket (s3-storage.ts, MEDIA_STORE=s3; docs/operations.md). Nothing
 * outside a store knows where, or whether, a file lies on this machine's disk.
 *
 * Names are the SHA-256 of the content (docs/decisions/020-community-gallery-and-media.md): an identical
 * file is stored once, a name never changes meaning, so it is served with a year's cache.
 * Because two records can share one file, a file is removed only once nothing refers to it
 * (removeUnreferenced in media/references.ts).
 */
export interface MediaStore {
  /** Stores bytes under their content hash in `folder`; returns the public URL path. */
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  /** Removes a file given its public URL path; unknown paths are ignored. */
  remove(url: string): Promise<void>;
  /** The stored bytes of a public URL path, or null (tests and checks read them back). */
  read(url: string): Promise<Buffer | null>;
}

export const MEDIA_PREFIX = '/media/';
const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

/** The content-hashed name of `data`: 32 hex digits (128 bits of SHA-256). */
export function contentName(data: Buffer, extension: string): string {
  return `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
}

export function localMediaStore(root: string): MediaStore {
  /** The file behind a public URL path, or null when the path is not ours. */
  const fileOf = (url: string): string | null => {
    if (!url.startsWith(MEDIA_PREFIX)) return null;
    const [folder, name, ...rest] = url.slice(MEDIA_PREFIX.length).split('/');
    if (rest.length > 0 || !folder || !name || !FOLDER.test(folder)) return null;
    if (!/^[0-9a-f]{32}\.[a-z0-9]{1,8}$/.test(name)) return null;
    return path.join(root, folder, name);
  };
  return {
    async put(folder, data, extension) {
      if (!FOLDER.test(folder) || !EXTENSION.test(extension)) {
        throw new Error(`invalid media folder or extension: ${folder} ${extension}`);
      }
      const name = contentName(data, extension);
      const dir = path.join(root, folder);
      await fs.mkdir(dir, { recursive: true });
      // Written beside and renamed into place: a reader never sees half a file.
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await fs.writeFile(temp, data);
      await fs.rename(temp, path.join(dir, name));
      return `${MEDIA_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await fs.rm(file, { force: true });
    },
    async read(url) {
      const file = fileOf(url);
      if (!file) return null;
      return fs.readFile(file).catch(() => null);
    },
  };
}
