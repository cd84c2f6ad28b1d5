import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { compressImage, NOT_A_BLOB, NOT_AN_IMAGE } from './compressImage';
import { uploadImage, type ImageUrls, type UploadKind } from './uploadImage';
import { MAX_IMAGES } from '../../graphql/serverConstants';

export type PickedState = 'compressing' | 'uploading' | 'ready';

export interface PickedImage {
  key: string;
  /** The file's name, or empty for an image the item already had. */
  name: string;
  /** What the thumbnail shows: the server's thumbnail, or the local file until it is stored. */
  preview: string;
  state: PickedState;
  /** 0..1 while uploading. */
  progress: number;
  /** Set once stored (at once for existing images). */
  urls?: ImageUrls;
}

export interface ImageProblem {
  title: string;
  message: string;
}

export interface ImageUploads {
  items: PickedImage[];
  max: number;
  /** Compresses and uploads each file; files past `max` are refused with a problem report. */
  add: (files: Iterable<File>) => void;
  remove: (key: string) => void;
  /** The `url`s of the stored images, in order: what addProduct/editProduct take. */
  urls: string[];
  /** True while any image is still compressing or uploading. */
  busy: boolean;
}

export const PROCESSING_FAILED: ImageProblem = {
  title: 'Image Processing Failed',
  message: 'Failed to process images. Please try again.',
};

let counter = 0;
const nextKey = () => `img-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * The images of one form: existing ones (their URLs) first, then new files, each compressed in
 * the browser and uploaded at once so the seller sees progress per image and submitting only sends
 * URLs. Failures drop the image and report through `onProblem` (the page shows a toast).
 */
export function useImageUploads({
  kind,
  max = MAX_IMAGES,
  initial = [],
  onProblem,
  compress = compressImage,
  upload = uploadImage,
}: {
  kind: UploadKind;
  max?: number;
  /** Images the item already has; read once, on mount (remount with a new key to start over). */
  initial?: readonly ImageUrls[];
  onProblem: (problem: ImageProblem) => void;
  /** Replaced in tests: jsdom can neither decode images nor reach the server. */
  compress?: typeof compressImage;
  upload?: typeof uploadImage;
}): ImageUploads {
  const [items, setItems] = useState<PickedImage[]>(() =>
    initial.map((urls) => ({ key: nextKey(), name: '', preview: urls.thumbnail, state: 'ready', progress: 1, urls })),
  );
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const aborts = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());
  // pica works best on one image at a time; uploads may overlap.
  const compressQueue = useRef<Promise<unknown>>(Promise.resolve());
  const problem = useRef(onProblem);
  problem.current = onProblem;

  const patch = useCallback((key: string, change: Partial<PickedImage>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const drop = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    aborts.current.delete(key);
    const objectUrl = objectUrls.current.get(key);
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrls.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const process = useCallback(
    async (key: string, file: File) => {
      const alive = () => aborts.current.has(key);
      let compressed: File;
      try {
        const job = compressQueue.current.then(() => (alive() ? compress(file, file.name) : null));
        compressQueue.current = job.catch(() => undefined);
        const result = await job;
        if (!result) return;
        compressed = result;
      } catch (error) {
        if (!alive()) return;
        drop(key);
        const reason =
          error instanceof Error && (error.message === NOT_AN_IMAGE || error.message === NOT_A_BLOB)
            ? `${file.name}: ${error.message}.`
            : '';
        problem.current({
          title: PROCESSING_FAILED.title,
          message: [reason, PROCESSING_FAILED.message].filter(Boolean).join(' '),
        });
        return;
      }
      if (!alive()) return;
      patch(key, { state: 'uploading', progress: 0 });
      try {
        const stored = await upload(
          compressed,
          kind,
          (progress) => patch(key, { progress }),
          aborts.current.get(key)?.signal,
        );
        if (!alive()) return;
        aborts.current.delete(key);
        patch(key, {
          state: 'ready',
          progress: 1,
          urls: { url: stored.url, medium: stored.medium, thumbnail: stored.thumbnail },
        });
      } catch (error) {
        if (!alive()) return;
        drop(key);
        problem.current({
          title: 'Image upload failed',
          message: `${file.name}: ${error instanceof Error ? error.message : 'Failed to upload image'}`,
        });
      }
    },
    [kind, drop, patch, compress, upload],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const list = Array.from(files);
      const room = Math.max(0, max - itemsRef.current.length);
      if (list.length > room) {
        problem.current({
          title: 'Too many images',
          message: `You can add at most ${max} image${max === 1 ? '' : 's'}.`,
        });
      }
      const accepted = list.slice(0, room).map((file) => {
        const key = nextKey();
        aborts.current.set(key, new AbortController());
        // The original shows at once; most browsers draw a phone photo without waiting for pica.
        const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : '';
        if (preview) objectUrls.current.set(key, preview);
        return { key, file, item: { key, name: file.name, preview, state: 'compressing' as const, progress: 0 } };
      });
      if (accepted.length === 0) return;
      itemsRef.current = [...itemsRef.current, ...accepted.map((a) => a.item)];
      setItems(itemsRef.current);
      for (const { key, file } of accepted) void process(key, file);
    },
    [max, process],
  );

  useEffect(() => {
    const urls = objectUrls.current;
    const pending = aborts.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      for (const controller of pending.values()) controller.abort();
    };
  }, []);

  const urls = useMemo(() => items.flatMap((item) => (item.urls ? [item.urls.url] : [])), [items]);
  const busy = items.some((item) => item.state !== 'ready');
  return { items, max, add, remove: drop, urls, busy };
}
