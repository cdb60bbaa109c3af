import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded media lives. Today: DATA_DIR/media on local disk, served under /media/.
 * The interface is what an S3-compatible store will implement for several app servers.
 */
export interface MediaStore {
  /** Stores bytes under a new random name in `folder`; returns the public URL path. */
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  /** Removes a file given its public URL path; unknown paths are ignored. */
  remove(url: string): Promise<void>;
}

export const MEDIA_PREFIX = '/media/';

export function localMediaStore(root: string): MediaStore {
  return {
    async put(folder, data, extension) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const dir = path.join(root, folder);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), data);
      return `${MEDIA_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(MEDIA_PREFIX)) return;
      const rel = url.slice(MEDIA_PREFIX.length);
      if (rel.includes('..') || path.isAbsolute(rel)) return;
      await fs.rm(path.join(root, rel), { force: true });
    },
  };
}
