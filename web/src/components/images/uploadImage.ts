/** What POST /api/v1/uploads stores: kind decides the folder (products/, users/, or a message's private one). */
export type UploadKind = 'product' | 'avatar' | 'banner' | 'message';

export interface ImageUrls {
  /** The 1024 px WebP: the URL addProduct/editProduct take. */
  url: string;
  medium: string;
  thumbnail: string;
}

export interface UploadedImage extends ImageUrls {
  width: number;
  height: number;
}

export const UPLOAD_PATH = '/api/v1/uploads';

/** A refused or failed upload, with the server's message when it sent one. */
export class UploadError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const fallbackByStatus: Record<number, string> = {
  400: 'The file given is not an image',
  401: 'Please sign in to upload images',
  403: 'Please verify your email before uploading images',
  413: 'The image is too large (at most 10 MB and 40 megapixels)',
  415: 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded',
  429: 'Too many uploads. Please try again later.',
};

/** docs/product.md#screens (Errors): the body's message, else its error, else a fallback for the status. */
export function uploadErrorMessage(status: number, bodyText: string): string {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON (a proxy's HTML page, say): use the status.
  }
  return fallbackByStatus[status] ?? 'Failed to upload image';
}

function parseUploaded(bodyText: string): UploadedImage {
  const body = JSON.parse(bodyText) as Partial<UploadedImage>;
  if (typeof body.url !== 'string' || typeof body.medium !== 'string' || typeof body.thumbnail !== 'string') {
    throw new Error('missing urls');
  }
  return {
    url: body.url,
    medium: body.medium,
    thumbnail: body.thumbnail,
    width: Number(body.width) || 0,
    height: Number(body.height) || 0,
  };
}

/**
 * Uploads one image. XMLHttpRequest rather than fetch because only it reports upload progress;
 * `onProgress` gets 0..1. The session cookie rides along; the browser adds the Origin header the
 * server's CSRF guard wants.
 */
export function uploadImage(
  file: Blob,
  kind: UploadKind,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('Upload cancelled', 0));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress?.(1);
          resolve(parseUploaded(xhr.responseText));
        } catch {
          reject(new UploadError('Failed to upload image', xhr.status));
        }
        return;
      }
      reject(new UploadError(uploadErrorMessage(xhr.status, xhr.responseText), xhr.status));
    };
    xhr.onerror = () =>
      reject(
        new UploadError('Network error: the image could not be uploaded. Check your connection and try again.', 0),
      );
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file instanceof File ? file.name : 'image');
    xhr.send(form);
  });
}
