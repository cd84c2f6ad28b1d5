import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where stored image files live: the local disk (LocalDiskStore, the default) or any S3-compatible
 * bucket (S3ImageStore, chosen by S3_BUCKET; see store-for-config.ts). Callers (UploadsService and
 * the /uploads route) only see this interface, so the backend changes without touching a rule.
 *
 * Both stores hand out the same root-relative URLs, `/uploads/<key>`, and this server answers them
 * from whichever store is configured (uploads.static.ts). So stored URLs, the web client and the
 * Content-Security-Policy never depend on the backend, and a bucket never needs to be public.
 */
export interface ImageStore {
  /** Writes (or overwrites) one file. `key` is a relative path such as `products/<uuid>-1024.webp`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes one file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** One stored file to send to a client, or null when there is none. The caller must consume or destroy `body`. */
  open(key: string): Promise<StoredFile | null>;
  /** The URL clients load the file from (root-relative: `/uploads/<key>`). */
  url(key: string): string;
  /** The key behind a URL this store hands out (root-relative or absolute under PUBLIC_URL), else null. */
  keyFromUrl(url: string): string | null;
  /** Releases connections (the S3 client's sockets). */
  close(): void;
}

export interface StoredFile {
  body: Readable;
  /** Bytes. */
  size: number;
  /** A quoted HTTP entity tag, the same from every server instance for the same file. */
  etag: string;
  lastModified: Date;
}

/** Where the local store keeps its files: `<DATA_DIR>/uploads`. */
export function localUploadsDir(config: { dataDir: string }): string {
  return path.join(config.dataDir, 'uploads');
}

/** The URL path stored files are served under (see uploads.static.ts). */
export const UPLOADS_URL_PATH = '/uploads';

/** Keys are plain relative paths: letters, digits, `-`, `_`, `.` in `/`-separated segments, no `.`/`..` segment. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 200 && SAFE_KEY.test(key);
}

/** `/uploads/<key>`: the URL of a stored file, whatever the store. */
export function uploadUrl(key: string): string {
  return `${UPLOADS_URL_PATH}/${key}`;
}

/**
 * The key behind `/uploads/<key>` or `<PUBLIC_URL>/uploads/<key>` (PUBLIC_URL: origin plus optional
 * path, no trailing slash), else null.
 */
export function keyFromUploadUrl(url: string, publicUrl: string): string | null {
  if (typeof url !== 'string') return null;
  let rest: string;
  const prefix = `${UPLOADS_URL_PATH}/`;
  if (url.startsWith(prefix)) rest = url.slice(prefix.length);
  else if (url.startsWith(`${publicUrl}${prefix}`)) rest = url.slice(publicUrl.length + prefix.length);
  else return null;
  return isSafeKey(rest) ? rest : null;
}

/** Files under `<DATA_DIR>/uploads`: one server, or several sharing that folder. */
export class LocalDiskStore implements ImageStore {
  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async open(key: string): Promise<StoredFile | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR')
        return null;
      throw err;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here on and closes it when it ends or is destroyed.
      const body = handle.createReadStream({ autoClose: true });
      // Size and modification time, as express.static tagged these files before.
      return {
        body,
        size: stat.size,
        etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        lastModified: stat.mtime,
      };
    } catch (err) {
      await handle.close().catch(() => {});
      throw err;
    }
  }

  url(key: string): string {
    return uploadUrl(key);
  }

  keyFromUrl(url: string): string | null {
    return keyFromUploadUrl(url, this.publicUrl);
  }

  close(): void {}

  private file(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }
}
