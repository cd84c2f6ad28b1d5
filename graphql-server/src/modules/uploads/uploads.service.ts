import { buffer } from 'node:stream/consumers';
import { type DataSource, type EntityManager, In, IsNull, LessThan, type Repository } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { badInput } from '../../lib/errors';
import type { Limits } from '../../core/limits';
import type { Logger } from '../../lib/logger';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { ContextUser, RequestContext } from '../../core/request-context';
import { uuidv7 } from '../../lib/uuid';
import { throttleKey } from '../../core/throttle-keys';
import { requireVerified } from '../../core/guards';
import { IMAGE_MESSAGES, SIZES, type ImageSize, previewJpeg, processImage } from './images';
import type { ImageStore, StoredFile } from './storage';
import { UploadEntity, type UploadKind } from './upload.entity';

export type { UploadKind } from './upload.entity';

export interface ImageUrls {
  url: string;
  medium: string;
  thumbnail: string;
}

export interface StoredImage extends ImageUrls {
  key: string;
  width: number;
  height: number;
}

/** A listing's first photo as link previews show it (og:image and its size and type). */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg';
}

export const UPLOAD_KINDS: readonly UploadKind[] = ['product', 'avatar', 'banner'];

/** Products and profile pictures live apart, so a product can never point at someone's avatar. */
const FOLDER: Record<UploadKind, string> = { product: 'products', avatar: 'users', banner: 'users' };

/** `products/<uuid>` or `users/<uuid>` and the size suffix of one of its files; a product's preview JPEG. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE_KEY = new RegExp(
  `^(?:(products|users)/(${UUID})-(?:1024|480|160)\\.webp|(products)/(${UUID})-preview\\.jpg)$`,
);

/** How many previews' sizes one process remembers (each is a store read and a decode to learn). */
const PREVIEWS_KEPT = 1000;

const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export const UPLOAD_MESSAGES = {
  uploaded: 'Image uploaded',
  badKind: 'Kind must be product, avatar or banner',
  quota: 'You have uploaded too many images. Try again later.',
  notOurs: (n: number) => `Image ${n} was not uploaded to Campus Market`,
  inUse: (n: number) => `Image ${n} is already used elsewhere; upload it again`,
} as const;

export interface UploadsDeps {
  store: ImageStore;
  clock: Clock;
  logger: Logger;
  limiter: RateLimiter;
  limits: Limits;
}

/** Every rule about stored images: who may upload, what is accepted, which URLs are ours, cleanup. */
export class UploadsService {
  private readonly uploads: Repository<UploadEntity>;
  /** Preview JPEGs known to be stored (or being made), by upload key. */
  private readonly previews = new Map<string, Promise<PreviewImage | null>>();

  constructor(
    db: DataSource,
    private readonly deps: UploadsDeps,
  ) {
    this.uploads = db.getRepository(UploadEntity);
  }

  /**
   * Lets a caller start an upload: signed in, verified, within the hourly quota. Runs before the
   * request body is read, so a refused caller costs no 10 MB of memory; failed uploads count too.
   */
  async admit(ctx: RequestContext): Promise<ContextUser> {
    const user = requireVerified(ctx);
    await this.deps.limiter.consume(
      throttleKey.uploadUser(user.id),
      this.deps.limits.uploadsPerUser,
      UPLOAD_MESSAGES.quota,
    );
    return user;
  }

  /** One upload from a signed-in user: the REST route's whole job after `admit`. */
  async upload(ctx: RequestContext, data: Buffer | undefined, kind: unknown): Promise<StoredImage> {
    const user = requireVerified(ctx);
    const k = parseKind(kind);
    if (!data) throw badInput({ file: IMAGE_MESSAGES.noFile });
    return this.storeImage(user.id, data, k);
  }

  /** Checks, processes and stores one image for `ownerId`. Used by the route and the demo seed. */
  async storeImage(ownerId: string, data: Buffer, kind: UploadKind): Promise<StoredImage> {
    const variants = await processImage(data);
    const id = uuidv7();
    const key = `${FOLDER[kind]}/${id}`;
    const [largest] = variants as [(typeof variants)[number]];
    // The row first: if the process dies while writing files, orphan cleanup still finds them.
    await this.uploads.insert({
      id,
      ownerId,
      kind,
      key,
      width: largest.width,
      height: largest.height,
      bytes: variants.reduce((sum, v) => sum + v.data.length, 0),
      attachedAt: null,
      createdAt: this.deps.clock.now(),
    });
    try {
      await Promise.all(variants.map((v) => this.deps.store.put(fileKey(key, v.size), v.data, 'image/webp')));
    } catch (err) {
      await this.remove([key]).catch(() => {});
      throw err;
    }
    return { key, width: largest.width, height: largest.height, ...this.urls(key) };
  }

  /**
   * The keys behind `urls` (root-relative or absolute under PUBLIC_URL; any of the three sizes), in
   * order. Refuses a URL that is not ours, not of `kind`'s folder, stored by someone else, or
   * already attached to something, unless its key is in `alsoAllowed` (what the thing being edited
   * already has).
   */
  async resolveKeys(
    urls: string[],
    ownerId: string,
    kind: UploadKind,
    field = 'images',
    alsoAllowed: string[] = [],
  ): Promise<string[]> {
    const keys = urls.map((url, i) => {
      const key = this.keyOf(url);
      if (!key || !key.startsWith(`${FOLDER[kind]}/`)) throw badInput({ [field]: UPLOAD_MESSAGES.notOurs(i + 1) });
      return key;
    });
    const allowed = new Set(alsoAllowed);
    const unknown = [...new Set(keys.filter((k) => !allowed.has(k)))];
    const rows = unknown.length
      ? await this.uploads.find({ where: { key: In(unknown) }, select: { key: true, ownerId: true, attachedAt: true } })
      : [];
    const owned = new Map(rows.filter((r) => r.ownerId === ownerId).map((r) => [r.key, r]));
    keys.forEach((key, i) => {
      if (allowed.has(key)) return;
      const row = owned.get(key);
      if (!row) throw badInput({ [field]: UPLOAD_MESSAGES.notOurs(i + 1) });
      // One upload, one use: removing a product or replacing a picture deletes its files, which
      // must not pull them from under another product or profile.
      if (row.attachedAt) throw badInput({ [field]: UPLOAD_MESSAGES.inUse(i + 1) });
    });
    return keys;
  }

  /** The three URLs of a key. Pure, no I/O. */
  urls(key: string): ImageUrls {
    const { store } = this.deps;
    return {
      url: store.url(fileKey(key, 1024)),
      medium: store.url(fileKey(key, 480)),
      thumbnail: store.url(fileKey(key, 160)),
    };
  }

  /**
   * A product picture's preview JPEG, made from its largest WebP the first time a link preview asks
   * (listings from before previews existed included) and kept in the store beside it; null when the
   * picture is gone or cannot be made (the preview then names the WebP, as before).
   */
  previewImage(key: string): Promise<PreviewImage | null> {
    let known = this.previews.get(key);
    if (!known) {
      known = this.makePreview(key).catch((err: Error) => {
        this.deps.logger.warn(`could not make the preview JPEG of ${key}: ${err.message}`);
        return null;
      });
      // A miss is asked again next time (the store may have been away); a preview is remembered.
      void known.then((p) => {
        if (!p) this.previews.delete(key);
      });
      if (this.previews.size >= PREVIEWS_KEPT) this.previews.delete(this.previews.keys().next().value!);
      this.previews.set(key, known);
    }
    return known;
  }

  private async makePreview(key: string): Promise<PreviewImage | null> {
    if (!key.startsWith(`${FOLDER.product}/`)) return null;
    const { store } = this.deps;
    const file = previewKey(key);
    const stored = await store.open(file);
    const source = stored ?? (await store.open(fileKey(key, SIZES[0])));
    if (!source) return null;
    const jpeg = await previewJpeg(await buffer(source.body));
    if (!stored) await store.put(file, jpeg.data, 'image/jpeg');
    return { url: store.url(file), width: jpeg.width, height: jpeg.height, type: 'image/jpeg' };
  }

  /** Marks keys as in use (orphan cleanup leaves them). Accepts an EntityManager to join a transaction. */
  async markAttached(keys: string[], manager?: EntityManager): Promise<void> {
    if (!keys.length) return;
    const repo = manager ? manager.getRepository(UploadEntity) : this.uploads;
    await repo.update({ key: In([...new Set(keys)]), attachedAt: IsNull() }, { attachedAt: this.deps.clock.now() });
  }

  /** Deletes the files and rows. Call after the transaction that dropped them committed. */
  async remove(keys: string[]): Promise<void> {
    const unique = [...new Set(keys)];
    if (!unique.length) return;
    // Rows first: a file left behind by a failed delete is harmless; a row without files is not.
    await this.uploads.delete({ key: In(unique) });
    const results = await Promise.allSettled(
      unique.flatMap((key) => {
        this.previews.delete(key);
        return [
          ...SIZES.map((size) => this.deps.store.delete(fileKey(key, size))),
          this.deps.store.delete(previewKey(key)),
        ];
      }),
    );
    for (const r of results)
      if (r.status === 'rejected')
        this.deps.logger.warn(`could not delete an uploaded file: ${(r.reason as Error)?.message}`);
  }

  /** Deletes uploads never attached after 24 h. Returns how many. */
  async removeOrphans(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - ORPHAN_AGE_MS);
    let total = 0;
    for (;;) {
      const rows = await this.uploads.find({
        where: { attachedAt: IsNull(), createdAt: LessThan(cutoff) },
        select: { key: true },
        take: BATCH,
      });
      if (!rows.length) return total;
      await this.remove(rows.map((r) => r.key));
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  /**
   * One stored file for GET /uploads/<file>, or null. Only names this service writes
   * (`products|users/<uuid>-<size>.webp`, `products/<uuid>-preview.jpg`) reach the store: anything
   * else is simply not found.
   */
  async openFile(file: string): Promise<StoredFile | null> {
    return FILE_KEY.test(file) ? this.deps.store.open(file) : null;
  }

  /** Releases the store's connections (at shutdown). */
  close(): void {
    this.deps.store.close();
  }

  /** The upload key behind one URL of ours (any size), or null. */
  keyOf(url: unknown): string | null {
    if (typeof url !== 'string') return null;
    const file = this.deps.store.keyFromUrl(url.trim());
    const m = file ? FILE_KEY.exec(file) : null;
    return m ? `${m[1] ?? m[3]}/${m[2] ?? m[4]}` : null;
  }
}

/** The `kind` field of an upload; absent or blank means a product picture, the common case. */
export function parseKind(value: unknown): UploadKind {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return 'product';
  const k = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!(UPLOAD_KINDS as readonly string[]).includes(k)) throw badInput({ kind: UPLOAD_MESSAGES.badKind });
  return k as UploadKind;
}

function fileKey(key: string, size: ImageSize): string {
  return `${key}-${size}.webp`;
}

function previewKey(key: string): string {
  return `${key}-preview.jpg`;
}
