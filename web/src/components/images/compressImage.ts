/**
 * In-browser image compression before upload (docs/product.md#screens, Images): longest side at most 1024 px
 * and at most 0.5 MB, so a phone photo of 4 MB leaves the phone as about 150 KB. The server
 * re-encodes whatever it gets anyway; this only saves the student's data and time.
 */
import type pica from 'pica';

export const MAX_SIDE = 1024;
export const MAX_BYTES = 0.5 * 1024 * 1024;
/** Tried in order until one fits under MAX_BYTES. */
export const QUALITY_STEPS = [0.9, 0.82, 0.74, 0.66, 0.58, 0.5, 0.42, 0.34] as const;
/** WebP first (smaller); JPEG where the browser cannot encode WebP. */
export const OUTPUT_TYPES = ['image/webp', 'image/jpeg'] as const;

export const NOT_A_BLOB = 'The file given is not an instance of Blob or File';
export const NOT_AN_IMAGE = 'The file given is not an image';

export type Encoder = (type: string, quality: number) => Promise<Blob>;

/** The size that fits `max` on the longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max: number = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Encodes with falling quality until the result is at most `limit` bytes. A browser that cannot
 * encode a type answers PNG instead; that type is then skipped. When nothing fits, the smallest
 * result is returned (the server still takes up to 10 MB).
 */
export async function encodeUnderLimit(encode: Encoder, limit: number = MAX_BYTES): Promise<Blob> {
  let smallest: Blob | null = null;
  for (const type of OUTPUT_TYPES) {
    for (const quality of QUALITY_STEPS) {
      const blob = await encode(type, quality);
      if (blob.type !== type) break;
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= limit) return blob;
    }
    if (smallest) return smallest;
  }
  throw new Error('This browser cannot encode images');
}

/** Throws the two documented messages (docs/product.md#screens) for anything that is not an image file. */
export function assertImageFile(file: unknown): asserts file is Blob {
  if (!(file instanceof Blob)) throw new Error(NOT_A_BLOB);
  if (!file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE);
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // from-image: a phone's portrait photo keeps its EXIF rotation after the canvas drops EXIF.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(NOT_AN_IMAGE);
  }
}

type Resizer = ReturnType<typeof pica>;
let resizer: Promise<Resizer> | null = null;

/** One pica for the page: its worker pool is reused. No wasm: the CSP has no 'wasm-unsafe-eval'. */
function getResizer(): Promise<Resizer> {
  resizer ??= import('pica').then(({ default: pica }) => pica({ features: ['js', 'ww'] }));
  return resizer;
}

/**
 * Resizes `file` to at most 1024 px on its longest side with pica and encodes it under 0.5 MB.
 * A file already within both limits in a web format is returned as it is.
 */
export async function compressImage(
  file: Blob,
  name: string = file instanceof File ? file.name : 'image',
): Promise<File> {
  assertImageFile(file);
  const bitmap = await decode(file);
  try {
    const target = fitWithin(bitmap.width, bitmap.height);
    const fits = target.width === bitmap.width && target.height === bitmap.height;
    if (fits && file.size <= MAX_BYTES && (file.type === 'image/jpeg' || file.type === 'image/webp')) {
      return file instanceof File ? file : new File([file], name, { type: file.type });
    }
    const pica = await getResizer();
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    await pica.resize(bitmap, canvas);
    const blob = await encodeUnderLimit((type, quality) => pica.toBlob(canvas, type, quality));
    return new File([blob], renamed(name, blob.type), { type: blob.type });
  } finally {
    bitmap.close();
  }
}
