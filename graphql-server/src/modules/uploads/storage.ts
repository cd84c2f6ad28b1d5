import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where stored image files live. Callers (UploadsService) only see this interface, so the backend
 * can change without touching a rule.
 *
 * An S3-compatible store (S3_BUCKET, see DESIGN.md) would implement the same four calls: `put` as a
 * PutObject with the content type and a one-year immutable Cache-Control, `delete` as DeleteObject,
 * `url` as `${S3_PUBLIC_URL}/${key}` (absolute), and `keyFromUrl` as the inverse of `url`. It is
 * not implemented: no S3 SDK is installed in this project. With it, config would choose the store
 * in services.ts and app.ts would skip the static /uploads route.
 */
export interface ImageStore {
  /** Writes (or overwrites) one file. `key` is a relative path such as `products/<uuid>-1024.webp`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes one file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL clients load the file from (root-relative for the local store). */
  url(key: string): string;
  /** The key behind a URL this store hands out (root-relative or absolute under PUBLIC_URL), else null. */
  keyFromUrl(url: string): string | null;
}

/** Where the local store keeps its files: `<DATA_DIR>/uploads`. */
export function localUploadsDir(config: { dataDir: string }): string {
  return path.join(config.dataDir, 'uploads');
}

/** The URL path the local store's files are served under (see uploads.static.ts). */
export const UPLOADS_URL_PATH = '/uploads';

/** Keys are plain relative paths: letters, digits, `-`, `_`, `.` in `/`-separated segments, no `.`/`..` segment. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 200 && SAFE_KEY.test(key);
}

/** Files under `<DATA_DIR>/uploads`, served by this server at /uploads/<key>. */
export class LocalDiskStore implements ImageStore {
  constructor(
    readonly root: string,
    /** PUBLIC_URL (origin plus optional path, no trailing slash): absolute URLs under it are ours too. */
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

  url(key: string): string {
    return `${UPLOADS_URL_PATH}/${key}`;
  }

  keyFromUrl(url: string): string | null {
    if (typeof url !== 'string') return null;
    let rest: string;
    const prefix = `${UPLOADS_URL_PATH}/`;
    if (url.startsWith(prefix)) rest = url.slice(prefix.length);
    else if (url.startsWith(`${this.publicUrl}${prefix}`)) rest = url.slice(this.publicUrl.length + prefix.length);
    else return null;
    return isSafeKey(rest) ? rest : null;
  }

  private file(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }
}
