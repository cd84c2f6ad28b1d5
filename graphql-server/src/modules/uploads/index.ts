/** The uploads module's front door: what other modules and the wiring may use of it. */
export { startOrphanSweeper } from './orphan-sweeper';
export { type S3Settings } from './s3-store';
export { imageStoreFor } from './store-for-config';
export { UploadEntity } from './upload.entity';
export { uploadsRouter } from './uploads.rest';
export { type ImageUrls, UploadsService } from './uploads.service';
export { uploadsStatic } from './uploads.static';
