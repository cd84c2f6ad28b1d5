import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ImageStore, type StoredFile, isSafeKey, keyFromUploadUrl, uploadUrl } from './storage';

/** Where the bucket is and how to reach it (S3_* settings, read by the wiring's config). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | null;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: what most local servers (MinIO, s3rver) need. */
  forcePathStyle: boolean;
  /** Null: the AWS SDK's default credential chain (AWS_* variables, profile, container or instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** What an object carries for anyone who reads it from the bucket directly (a CDN in front of it, say). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Objects in one bucket of any S3-compatible store (AWS S3, MinIO, Ceph, R2, ...), under the same
 * keys the local store uses. Several server instances share the bucket, so an image uploaded
 * through one is served by all. URLs stay `/uploads/<key>` and this server streams the objects
 * (uploads.static.ts): the bucket can stay private.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly publicUrl: string,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Unset: the SDK's default chain (AWS_* variables, profile, container or instance role).
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where the API demands them. By default the SDK sends a streamed PutObject
      // as an `aws-chunked` body with a trailing CRC, which S3 itself understands but several
      // S3-compatible servers (s3rver among them) store verbatim, framing included. Today's
      // bodies are Buffers, which are sent plain either way; this keeps a future stream safe.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer must not hold an upload or an image request forever.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        Body: data,
        ContentType: contentType,
        CacheControl: CACHE_CONTROL,
      }),
    );
  }

  /** S3's DeleteObject succeeds on a missing key, as the interface asks. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async open(key: string): Promise<StoredFile | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      if (!(out.Body instanceof Readable)) throw new Error('the S3 client answered without a body stream');
      return {
        body: out.Body,
        size: out.ContentLength ?? 0,
        // The store's own tag (an MD5 for a simple PutObject): every instance sends the same one.
        etag: out.ETag ?? `"${key}"`,
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  url(key: string): string {
    return uploadUrl(key);
  }

  keyFromUrl(url: string): string | null {
    return keyFromUploadUrl(url, this.publicUrl);
  }

  close(): void {
    this.client.destroy();
  }

  private checked(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return key;
  }
}

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  // A missing bucket is a setup fault, not a missing image: it must surface as an error.
  return err.name === 'NoSuchKey' || (err.$metadata?.httpStatusCode === 404 && err.name !== 'NoSuchBucket');
}
