import type { S3Settings } from './modules/uploads';
import { ConfigError, url } from './config-values';

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** S3_*: chosen by S3_BUCKET. Any other S3_ setting without a bucket is a mistake, not a quiet fall-back to local disk. */
export function parseS3(env: NodeJS.ProcessEnv): S3Settings | null {
  const value = (name: string) => env[name]?.trim() || '';
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARIABLES.find((name) => value(name));
    if (stray)
      throw new ConfigError(
        `${stray} is set but S3_BUCKET is not: set S3_BUCKET to store images in that bucket, or unset ${stray}`,
      );
    return null;
  }
  // S3's naming rules, which the compatible stores follow too.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`,
    );
  }
  const endpoint = value('S3_ENDPOINT')
    ? url('S3_ENDPOINT', value('S3_ENDPOINT'), ['http:', 'https:']).href.replace(/\/$/, '')
    : null;
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (accessKeyId && !secretAccessKey) throw new ConfigError('S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID');
  if (secretAccessKey && !accessKeyId) throw new ConfigError('S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY');
  const pathStyle = value('S3_FORCE_PATH_STYLE').toLowerCase();
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle)) {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false (got "${env.S3_FORCE_PATH_STYLE}")`);
  }
  return {
    bucket,
    region: value('S3_REGION') || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
}
