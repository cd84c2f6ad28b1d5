import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// The SDK warns once per process that its 2027 releases will need Node 22; the tests run on the
// Node 20 of the development machines on purpose (the production image runs 22 or 24).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** s3rver's fixed credentials: it checks request signatures against them. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The S3_* settings that point an app at this server's bucket. */
  env: Record<string, string>;
  /** Every key in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** One object's bytes, content type and cache control, or null when it is not there. */
  object(key: string): Promise<{ body: Buffer; contentType?: string; cacheControl?: string; etag?: string } | null>;
  /** Writes an object behind the app's back (what someone with bucket access could do). */
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real S3 API server (s3rver) on a free loopback port, with one empty bucket in a temporary
 * directory, and an SDK client of its own to look into the bucket the way an operator would.
 */
export async function startS3(bucket = 'campus-images'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async object(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = Buffer.from(await got.Body!.transformToByteArray());
        return { body, contentType: head.ContentType, cacheControl: head.CacheControl, etag: head.ETag };
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
