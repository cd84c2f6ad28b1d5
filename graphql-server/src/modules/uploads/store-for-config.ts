import type { Config } from '../../config';
import { S3ImageStore } from './s3-store';
import { type ImageStore, LocalDiskStore, localUploadsDir } from './storage';

/** S3_BUCKET set: that bucket; otherwise files under DATA_DIR/uploads. */
export function imageStoreFor(config: Pick<Config, 's3' | 'dataDir' | 'publicUrl'>): ImageStore {
  return config.s3
    ? new S3ImageStore(config.s3, config.publicUrl)
    : new LocalDiskStore(localUploadsDir(config), config.publicUrl);
}
