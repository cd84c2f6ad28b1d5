import { type S3Settings, S3ImageStore } from './s3-store';
import { type ImageStore, LocalDiskStore, localUploadsDir } from './storage';

/** S3_BUCKET set: that bucket; otherwise files under DATA_DIR/uploads. */
export function imageStoreFor(config: { s3: S3Settings | null; dataDir: string; publicUrl: string }): ImageStore {
  return config.s3
    ? new S3ImageStore(config.s3, config.publicUrl)
    : new LocalDiskStore(localUploadsDir(config), config.publicUrl);
}
