/** The uploads module's front door: what other modules and the wiring may use of it. */
import { defineModule } from '../../core/server-module';
import { UploadEntity } from './upload.entity';
import { uploadsRouter } from './uploads.rest';
import { uploadsStatic } from './uploads.static';
export { startOrphanSweeper } from './orphan-sweeper';
export { type S3Settings } from './s3-store';
export { imageStoreFor } from './store-for-config';
export { UploadEntity } from './upload.entity';
export { type ImageUrls, UploadsService } from './uploads.service';

/** The services the uploads module's routes, handlers use. */
type UploadsNeeds = Parameters<typeof uploadsRouter>[0] & Parameters<typeof uploadsStatic>[0];

/** What the uploads module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const uploadsModule = defineModule<UploadsNeeds>({
  name: 'uploads',
  entities: [UploadEntity],
  routes: (services) => [{ prefix: '', routes: uploadsRouter(services) }],
  handlers: (services) => [{ path: '/uploads', handler: uploadsStatic(services) }],
});
