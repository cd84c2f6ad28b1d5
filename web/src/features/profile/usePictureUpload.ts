import { useCallback, useEffect, useRef, useState } from 'react';
import { compressImage } from '../../components/images/compressImage';
import { uploadImage, type UploadKind } from '../../components/images/uploadImage';

export const SELECT_FIRST = 'Please select an image first.';
export const IMAGES_ONLY = 'Only image files can be used. Choose a JPEG, PNG, WebP, GIF or AVIF picture.';

export type PicturePhase = 'idle' | 'compressing' | 'uploading' | 'saving';

export interface PictureUpload {
  file: File | null;
  /** An object URL of the chosen file, for the preview. */
  preview: string | null;
  /** A problem to show next to the picker (nothing chosen, not an image). */
  error: string | null;
  phase: PicturePhase;
  /** 0..1 while uploading. */
  progress: number;
  busy: boolean;
  /** Takes the first file; anything that is not an image is refused with IMAGES_ONLY. */
  choose: (files: FileList | readonly File[] | null) => void;
  clear: () => void;
  /**
   * Compresses (pica) and uploads the chosen file, then hands the stored `url` to `save` (the
   * updateProfilePic/updateBannerPic mutation). Resolves true when all went well; a failure
   * rejects with what went wrong, for the caller's toast. Nothing chosen: SELECT_FIRST, false.
   */
  submit: (save: (url: string) => Promise<unknown>) => Promise<boolean>;
}

/**
 * One picture (avatar or banner) from choosing to stored: the state the dialog and
 * /upload-profile-pic draw. `compress` and `upload` are replaced in tests (jsdom can neither
 * decode images nor reach the server).
 */
export function usePictureUpload({
  kind,
  compress = compressImage,
  upload = uploadImage,
}: {
  kind: Exclude<UploadKind, 'product'>;
  compress?: typeof compressImage;
  upload?: typeof uploadImage;
}): PictureUpload {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<PicturePhase>('idle');
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);

  // The preview URL lives as long as its file.
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  useEffect(() => () => abort.current?.abort(), []);

  const choose = useCallback((files: FileList | readonly File[] | null) => {
    const picked = files ? Array.from(files)[0] : undefined;
    if (!picked) return;
    if (!picked.type.startsWith('image/')) {
      setError(IMAGES_ONLY);
      return;
    }
    setError(null);
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  }, []);

  const clear = useCallback(() => {
    abort.current?.abort();
    setFile(null);
    setPreview(null);
    setError(null);
    setPhase('idle');
    setProgress(0);
  }, []);

  const submit = useCallback(
    async (save: (url: string) => Promise<unknown>) => {
      if (!file) {
        setError(SELECT_FIRST);
        return false;
      }
      setError(null);
      const controller = new AbortController();
      abort.current = controller;
      try {
        setPhase('compressing');
        setProgress(0);
        const small = await compress(file, file.name);
        setPhase('uploading');
        const stored = await upload(small, kind, setProgress, controller.signal);
        setPhase('saving');
        await save(stored.url);
        return true;
      } finally {
        if (!controller.signal.aborted) setPhase('idle');
      }
    },
    [file, kind, compress, upload],
  );

  return { file, preview, error, phase, progress, busy: phase !== 'idle', choose, clear, submit };
}
