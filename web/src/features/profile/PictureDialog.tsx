import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { UpdateBannerPicDocument, UpdateProfilePicDocument } from '../../graphql/generated';
import type { compressImage } from '../../components/images/compressImage';
import type { uploadImage } from '../../components/images/uploadImage';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { PicturePicker } from './PicturePicker';
import { usePictureUpload } from './usePictureUpload';

export type PictureKind = 'avatar' | 'banner';

export const PICTURE_TEXT: Record<PictureKind, { title: string; label: string; done: string; failed: string }> = {
  avatar: {
    title: 'Change profile picture',
    label: 'Profile picture file',
    done: 'Profile picture updated successfully.',
    failed: 'Failed to update profile picture.',
  },
  banner: {
    title: 'Change banner',
    label: 'Banner picture file',
    done: 'Banner updated successfully.',
    failed: 'Failed to update banner.',
  },
};

/** Stores a picture's URL as the signed-in user's avatar or banner; `me` follows in the cache. */
export function useSavePicture(kind: PictureKind): (url: string) => Promise<unknown> {
  const [saveAvatar] = useMutation(UpdateProfilePicDocument);
  const [saveBanner] = useMutation(UpdateBannerPicDocument);
  return (url: string) =>
    kind === 'avatar' ? saveAvatar({ variables: { input: { url } } }) : saveBanner({ variables: { input: { url } } });
}

/** What went wrong, in the user's words: the upload's or the server's message. */
export function pictureErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'UploadError') return error.message;
  if (error instanceof Error && /not an image|not an instance of Blob/.test(error.message)) return error.message;
  return readError(error, 'Error updating profile pic').message;
}

/**
 * The owner's "Change picture" / "Change banner" modal (docs/product.md#screens): choose or drop one image,
 * preview it, then Upload compresses it (pica), uploads it with a progress bar and stores it.
 */
export function PictureDialog({
  kind,
  open,
  onClose,
  compress,
  upload,
}: {
  kind: PictureKind;
  open: boolean;
  onClose: () => void;
  compress?: typeof compressImage;
  upload?: typeof uploadImage;
}) {
  const picture = usePictureUpload({ kind, compress, upload });
  const save = useSavePicture(kind);
  const toast = useToast();
  const text = PICTURE_TEXT[kind];
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const titleId = `${kind}-dialog-title`;

  const onUpload = async () => {
    try {
      if (await picture.submit(save)) {
        toast({ title: text.done, variant: 'success' });
        onClose();
      }
    } catch (error) {
      toast({ title: text.failed, message: pictureErrorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !picture.busy && onClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: picture.clear } }}
    >
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <PicturePicker upload={picture} shape={kind === 'avatar' ? 'circle' : 'banner'} label={text.label} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={picture.busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void onUpload()} disabled={picture.busy}>
          {picture.busy ? 'Uploading...' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
