import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { RestRoutes } from '../../core/rest/rest-route';
import type { UploadsService } from './uploads.service';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, refuse } from './images';
import { UPLOAD_KINDS, UPLOAD_MESSAGES } from './uploads.service';

const ONE_FILE = 'Send one image in the "file" field';

/** What multer (or busboy under it) reports, as the answer the client should get. */
function uploadError(err: unknown): Error {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return refuse(413, IMAGE_MESSAGES.tooLarge);
    if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE') return refuse(400, ONE_FILE);
  }
  // Anything else from the parser is a malformed multipart body.
  return refuse(400, 'The upload could not be read. Please try again.');
}

/** The form beside the image (multer reads it; the document shows `file` as the binary part). */
const UploadForm = z
  .object({
    // Documented only: multer hands the image over as req.file, and a text field of this name is ignored.
    file: z.unknown().optional().meta({
      type: 'string',
      format: 'binary',
      description: 'One image: JPEG, PNG, WebP, GIF or AVIF, at most 10 MB.',
    }),
    // The service's own wording for anything but one of the kinds (a repeated field is a list).
    kind: z
      .string({ error: UPLOAD_MESSAGES.badKind })
      .nullable()
      .optional()
      .meta({ description: `${UPLOAD_KINDS.join(', ')}; absent or blank: product.` }),
  })
  .meta({ id: 'UploadForm', required: ['file'] });

const Upload = z
  .object({
    message: z.string(),
    url: z
      .string()
      .meta({ description: "The largest WebP (1024 px): what a product's `images` or a picture's `Url` takes." }),
    medium: z.string().meta({ description: 'The 480 px WebP.' }),
    thumbnail: z.string().meta({ description: 'The 160 px WebP.' }),
    width: z.number().int().meta({ description: 'Of the largest size (never upscaled past the original).' }),
    height: z.number().int().meta({ description: 'Of the largest size.' }),
  })
  .meta({ id: 'Upload', description: 'A stored image: three sizes, usable once, deleted after 24 hours unused.' });

/** POST /api/v1/uploads: a thin adapter over UploadsService (admit, then receive, then store). */
export function uploadsRouter(services: { uploads: UploadsService }): RestRoutes {
  const { uploads } = services;
  const r = new RestRoutes('Uploads');

  // In memory: 10 MB at most, one file, a few tiny fields. The file is processed and dropped.
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      fieldNameSize: 64,
      parts: 6,
      headerPairs: 50,
    },
  }).single('file');

  // Who may upload is decided before the body is read: a refused caller never costs 10 MB.
  const admit: RequestHandler = async (_req, res, next) => {
    try {
      await uploads.admit(res.locals.ctx);
      next();
    } catch (err) {
      next(err);
    }
  };
  const receive: RequestHandler = (req, res, next) =>
    parser(req, res, (err?: unknown) => next(err ? uploadError(err) : undefined));

  r.post(
    '/uploads',
    {
      summary: 'Upload one image (re-encoded to WebP at 1024, 480 and 160 px)',
      description:
        'Same origin only (an allowed `Origin` header). Who may upload (verified, within the hourly quota) ' +
        'is decided before the body is read.',
      scope: 'write:products',
      multipart: true,
      body: UploadForm,
      before: [admit, receive],
      status: 201,
      response: Upload,
    },
    async (ctx, { body }, req) => {
      const stored = await uploads.upload(ctx, req.file?.buffer, body.kind);
      const { url, medium, thumbnail, width, height } = stored;
      const answer: z.infer<typeof Upload> = {
        message: UPLOAD_MESSAGES.uploaded,
        url,
        medium,
        thumbnail,
        width,
        height,
      };
      return answer;
    },
  );

  return r;
}
