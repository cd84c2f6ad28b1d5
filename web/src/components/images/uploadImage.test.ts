import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { uploadErrorMessage, uploadImage, UploadError } from './uploadImage';

/** A stand-in XMLHttpRequest the test answers by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
});

const photo = () => new File(['jpeg bytes'], 'photo-1.webp', { type: 'image/webp' });

describe('uploadImage', () => {
  it('posts file and kind with the cookie, reports progress, answers the URLs', async () => {
    const progress: number[] = [];
    const done = uploadImage(photo(), 'product', (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/uploads');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get('kind')).toBe('product');
    expect((xhr.body?.get('file') as File).name).toBe('photo-1.webp');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.answer(
      201,
      JSON.stringify({
        message: 'Image uploaded',
        url: '/uploads/products/a-1024.webp',
        medium: '/uploads/products/a-480.webp',
        thumbnail: '/uploads/products/a-160.webp',
        width: 1024,
        height: 768,
      }),
    );
    await expect(done).resolves.toEqual({
      url: '/uploads/products/a-1024.webp',
      medium: '/uploads/products/a-480.webp',
      thumbnail: '/uploads/products/a-160.webp',
      width: 1024,
      height: 768,
    });
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with the server's message and status", async () => {
    const done = uploadImage(photo(), 'product');
    FakeXhr.last.answer(
      415,
      JSON.stringify({ message: 'Only JPEG, PNG, WebP, GIF or AVIF images', error: 'Unsupported Media Type' }),
    );
    await expect(done).rejects.toEqual(new UploadError('Only JPEG, PNG, WebP, GIF or AVIF images', 415));
    await done.catch((e: UploadError) => expect(e.status).toBe(415));
  });

  it('falls back to a message for the status when the body is not JSON', async () => {
    const done = uploadImage(photo(), 'avatar');
    FakeXhr.last.answer(413, '<html>Request Entity Too Large</html>');
    await expect(done).rejects.toThrow('The image is too large (at most 10 MB and 40 megapixels)');
  });

  it('rejects a success answer without URLs', async () => {
    const done = uploadImage(photo(), 'product');
    FakeXhr.last.answer(201, '{"message":"Image uploaded"}');
    await expect(done).rejects.toThrow('Failed to upload image');
  });

  it('reports a network failure', async () => {
    const done = uploadImage(photo(), 'product');
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toThrow(/Network error/);
  });

  it('aborts when the signal fires', async () => {
    const controller = new AbortController();
    const done = uploadImage(photo(), 'product', undefined, controller.signal);
    controller.abort();
    await expect(done).rejects.toThrow('Upload cancelled');
  });
});

describe('uploadErrorMessage', () => {
  it('reads message, else error, else the status fallback', () => {
    expect(uploadErrorMessage(429, '{"message":"Too many uploads"}')).toBe('Too many uploads');
    expect(uploadErrorMessage(400, '{"error":"Bad Request"}')).toBe('Bad Request');
    expect(uploadErrorMessage(401, '')).toBe('Please sign in to upload images');
    expect(uploadErrorMessage(502, 'Bad gateway')).toBe('Failed to upload image');
  });
});
