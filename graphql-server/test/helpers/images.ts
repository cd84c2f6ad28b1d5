import path from 'node:path';
import sharp from 'sharp';
import type supertest from 'supertest';
import { UploadEntity } from '../../src/modules/uploads/upload.entity';
import type { TestApp } from './app';

/** supertest reads unknown types as text; images must stay bytes. */
export function binary(res: supertest.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** A JPEG of one colour, the same bytes for the same size. */
export const jpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();

let colour = 0;
const nextColour = (step: number) => (colour = (colour + step) % 255);

/** A JPEG of a colour no recent call used, so that two uploads are two different images. */
export const varyingJpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: nextColour(53), g: 110, b: 190 } } })
    .jpeg()
    .toBuffer();

/** A 320 x 200 PNG of a colour no recent call used. */
export const varyingPng = (): Promise<Buffer> =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: nextColour(41), g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** POST /api/v1/uploads as the web client sends it (multipart, with the Origin of the site). */
export const uploadImage = (
  agent: supertest.Agent,
  data: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
  kind = 'product',
): supertest.Test =>
  agent
    .post('/api/v1/uploads')
    .set('Origin', 'http://localhost:4000') // PUBLIC_URL of createTestApp
    .field('kind', kind)
    .attach('file', data, { filename, contentType });

/** GET of an image URL, its body kept as bytes. */
export const fetchImage = (app: TestApp, url: string, headers: Record<string, string> = {}): supertest.Test =>
  app.agent().get(url).set(headers).buffer(true).parse(binary);

/** The stored row of an upload, by its key. */
export const uploadRow = (app: TestApp, key: string): Promise<UploadEntity | null> =>
  app.services.db.getRepository(UploadEntity).findOneBy({ key });

/** The three files of an upload on local disk. */
export const filesOf = (app: TestApp, key: string): string[] =>
  [1024, 480, 160].map((s) => path.join(app.services.config.dataDir, 'uploads', `${key}-${s}.webp`));
