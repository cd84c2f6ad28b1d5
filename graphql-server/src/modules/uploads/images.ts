import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** The three sizes every upload is stored at (longest side, px). The first is the image's `url`. */
export const SIZES = [1024, 480, 160] as const;
export type ImageSize = (typeof SIZES)[number];

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  noFile: 'Choose an image to upload',
  unsupported: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  unreadable: 'This image could not be read. It may be damaged; try another file.',
  tooLarge: 'The image is larger than 10 MB',
  tooManyPixels: 'The image is larger than 40 megapixels',
} as const;

type Format = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/**
 * The type of a file by its own leading bytes; the name and Content-Type the client sent are never
 * trusted. Only the five accepted formats are recognised: everything else (SVG, TIFF, PDF, HEIC,
 * text, random bytes) is null.
 */
export function sniffFormat(data: Buffer): Format | null {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: [size]['ftyp'][major brand][minor version][compatible brands...]; AVIF names avif/avis.
  if (data.length >= 16 && ascii(4, 8) === 'ftyp') {
    const boxEnd = Math.min(data.readUInt32BE(0), data.length, 256);
    const brands = [ascii(8, 12)];
    for (let i = 16; i + 4 <= boxEnd; i += 4) brands.push(ascii(i, i + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

export interface ImageVariant {
  size: ImageSize;
  data: Buffer;
  width: number;
  height: number;
}

/** 415: not one of the accepted types. 400: looks like one but does not decode. 413: too large. */
export function refuse(status: 400 | 413 | 415, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { fields: { file: message }, httpStatus: status });
}

/**
 * Checks one uploaded file and re-encodes it as WebP at each of SIZES.
 *
 * The rule, in order:
 *  1. the leading bytes must be JPEG, PNG, GIF, WebP or AVIF, else 415 (so SVG, TIFF, PDF, text and
 *     random bytes never reach a decoder);
 *  2. the header must parse and name the same format, else 400 (damaged, or bytes dressed up as an
 *     image);
 *  3. width x height from the header must be at most 40 megapixels, else 413, before any pixel is
 *     decoded (and `limitInputPixels` backs that up inside libvips);
 *  4. the pixels must decode, else 400.
 * The output honours EXIF orientation and carries no metadata at all (no EXIF, GPS, XMP or ICC):
 * sharp writes none unless asked to. Animated GIF/WebP keep their first frame. Never upscaled.
 */
export async function processImage(data: Buffer): Promise<ImageVariant[]> {
  if (!data.length) throw refuse(400, IMAGE_MESSAGES.noFile);
  if (data.length > MAX_UPLOAD_BYTES) throw refuse(413, IMAGE_MESSAGES.tooLarge);
  const sniffed = sniffFormat(data);
  if (!sniffed) throw refuse(415, IMAGE_MESSAGES.unsupported);

  let meta: sharp.Metadata;
  try {
    // Reads the header only; the pixel limit is checked by hand below, with its own message.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(400, IMAGE_MESSAGES.unreadable);
  }
  const decoded = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
  if (decoded !== sniffed || !meta.width || !meta.height) throw refuse(400, IMAGE_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_PIXELS) throw refuse(413, IMAGE_MESSAGES.tooManyPixels);

  try {
    // Decode, orient and shrink once to the largest size; the smaller sizes start from those pixels.
    const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: SIZES[0], height: SIZES[0], fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    return await Promise.all(
      SIZES.map(async (size) => {
        const out = await sharp(pixels, raw)
          .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: size === SIZES[2] ? 75 : 80, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { size, data: out.data, width: out.info.width, height: out.info.height };
      }),
    );
  } catch {
    throw refuse(400, IMAGE_MESSAGES.unreadable);
  }
}

/** A listing's picture for link previews: JPEG, which every messaging app shows (not all show WebP). */
export interface PreviewJpeg {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The JPEG of a stored WebP (the largest size: 1024 px on its longest side, within what link
 * previews ask for), or of a stored JPEG to read its size. Stored files carry no metadata; neither does this.
 */
export async function previewJpeg(stored: Buffer): Promise<PreviewJpeg> {
  if (sniffFormat(stored) === 'jpeg') {
    const meta = await sharp(stored).metadata();
    return { data: stored, width: meta.width, height: meta.height };
  }
  const out = await sharp(stored, { limitInputPixels: MAX_PIXELS })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}
