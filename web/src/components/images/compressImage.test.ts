import { describe, expect, it } from '@jest/globals';
import {
  assertImageFile,
  compressImage,
  encodeUnderLimit,
  fitWithin,
  MAX_BYTES,
  NOT_A_BLOB,
  NOT_AN_IMAGE,
  QUALITY_STEPS,
} from './compressImage';

/** A fake canvas encoder: the size falls with quality; `webp` false answers PNG as old Safari does. */
function fakeEncoder(bytesAt: (quality: number) => number, webp = true) {
  const calls: [string, number][] = [];
  const encode = (type: string, quality: number) => {
    calls.push([type, quality]);
    const actual = type === 'image/webp' && !webp ? 'image/png' : type;
    return Promise.resolve(new Blob([new Uint8Array(bytesAt(quality))], { type: actual }));
  };
  return { encode, calls };
}

describe('fitWithin', () => {
  it('shrinks the longest side to 1024 keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 768, height: 1024 });
  });
  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1024, 10)).toEqual({ width: 1024, height: 10 });
  });
  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(100000, 10)).toEqual({ width: 1024, height: 1 });
  });
});

describe('encodeUnderLimit', () => {
  it('stops at the first quality that fits under 0.5 MB', async () => {
    // 0.9 -> 900 KB, 0.82 -> 820 KB ... 0.5 -> 500 KB fits (500 * 1000 < 512 KiB).
    const { encode, calls } = fakeEncoder((q) => Math.round(q * 1_000_000));
    const blob = await encodeUnderLimit(encode);
    expect(blob.type).toBe('image/webp');
    expect(blob.size).toBeLessThanOrEqual(MAX_BYTES);
    expect(calls.map(([, q]) => q)).toEqual([0.9, 0.82, 0.74, 0.66, 0.58, 0.5]);
  });

  it('takes the best quality when it already fits', async () => {
    const { encode, calls } = fakeEncoder(() => 120_000);
    await encodeUnderLimit(encode);
    expect(calls).toEqual([['image/webp', 0.9]]);
  });

  it('falls back to JPEG when the browser cannot encode WebP', async () => {
    const { encode, calls } = fakeEncoder((q) => Math.round(q * 700_000), false);
    const blob = await encodeUnderLimit(encode);
    expect(blob.type).toBe('image/jpeg');
    expect(calls[0]).toEqual(['image/webp', 0.9]);
    expect(calls[1]).toEqual(['image/jpeg', 0.9]);
    expect(blob.size).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('answers the smallest result when no quality fits', async () => {
    const { encode, calls } = fakeEncoder((q) => Math.round(q * 10_000_000));
    const blob = await encodeUnderLimit(encode);
    expect(calls).toHaveLength(QUALITY_STEPS.length);
    expect(blob.size).toBe(Math.round(QUALITY_STEPS[QUALITY_STEPS.length - 1] * 10_000_000));
  });

  it('fails when the browser encodes neither type', async () => {
    const encode = () => Promise.resolve(new Blob(['x'], { type: 'image/png' }));
    await expect(encodeUnderLimit(encode)).rejects.toThrow('This browser cannot encode images');
  });
});

describe('compressImage errors (docs/product.md#screens)', () => {
  it('refuses what is not a Blob or File', async () => {
    expect(() => assertImageFile('photo.jpg')).toThrow(NOT_A_BLOB);
    await expect(compressImage({} as Blob)).rejects.toThrow('The file given is not an instance of Blob or File');
  });

  it('refuses a file that is not an image', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(compressImage(text)).rejects.toThrow('The file given is not an image');
    expect(() => assertImageFile(new Blob(['%PDF'], { type: 'application/pdf' }))).toThrow(NOT_AN_IMAGE);
  });

  it('reports an image type that does not decode as "not an image"', async () => {
    // jsdom has no createImageBitmap, which is the browser failing to decode.
    const broken = new File(['not really a jpeg'], 'broken.jpg', { type: 'image/jpeg' });
    await expect(compressImage(broken)).rejects.toThrow(NOT_AN_IMAGE);
  });
});
