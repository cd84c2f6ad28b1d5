import type { RequestHandler } from 'express';
import { Router } from 'express';
import multer from 'multer';
import { body, handle } from '../../rest/rest-handler';
import type { Services } from '../../services';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, refuse } from './images';
import { UPLOAD_MESSAGES } from './uploads.service';
import { scope } from '../tokens/require-scope';

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

/** POST /api/v1/uploads: a thin adapter over UploadsService (admit, then receive, then store). */
export function uploadsRouter(services: Services): Router {
  const { uploads } = services;
  const r = Router();

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
    scope('write:products'),
    admit,
    receive,
    handle(async (ctx, req) => {
      const stored = await uploads.upload(ctx, req.file?.buffer, body(req).kind);
      const { url, medium, thumbnail, width, height } = stored;
      return { message: UPLOAD_MESSAGES.uploaded, url, medium, thumbnail, width, height };
    }, 201),
  );

  return r;
}
