import { useLocation, useNavigate } from '../../lib/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FromState } from '../../lib/auth/fromPath';
import { useAuth } from '../../lib/auth/authContext';
import { UserAvatar } from '../../components/UserAvatar';
import { AuthCard } from '../../components/AuthCard';
import { LoadingView } from '../../components/LoadingView';
import { RouterLink } from '../../components/RouterLink';
import type { compressImage } from '../../components/images/compressImage';
import type { uploadImage } from '../../components/images/uploadImage';
import { useToast } from '../../lib/useToast';
import { PICTURE_TEXT, pictureErrorMessage, useSavePicture } from './PictureDialog';
import { PicturePicker } from './PicturePicker';
import { usePictureUpload } from './usePictureUpload';

/**
 * /upload-profile-pic (not guarded, docs/product.md#screens): choose one image, see it, Upload. Signed out, the
 * page says to log in first. On success it goes to the user's profile.
 */
export default function UploadProfilePicPage({
  compress,
  upload,
}: {
  compress?: typeof compressImage;
  upload?: typeof uploadImage;
}) {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const picture = usePictureUpload({ kind: 'avatar', compress, upload });
  const save = useSavePicture('avatar');
  const toast = useToast();
  const text = PICTURE_TEXT.avatar;

  if (status === 'loading') return <LoadingView />;

  if (!user) {
    const from: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return (
      <AuthCard title="Profile picture" subtitle="Choose the picture other students see next to your name.">
        <Alert severity="info" sx={{ mb: 2 }}>
          Please log in to change your profile picture.
        </Alert>
        <Button variant="contained" size="large" fullWidth component={RouterLink} to="/login" state={from}>
          Log in
        </Button>
      </AuthCard>
    );
  }

  const onUpload = async () => {
    try {
      if (await picture.submit(save)) {
        toast({ title: text.done, variant: 'success' });
        void navigate(`/profile/${user.id}`);
      }
    } catch (error) {
      toast({ title: text.failed, message: pictureErrorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <AuthCard title="Profile picture" subtitle="Choose the picture other students see next to your name.">
      <Stack spacing={2.5}>
        {!picture.preview && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <UserAvatar user={user} size={96} />
          </Box>
        )}
        <PicturePicker upload={picture} label={text.label} />
        <Button variant="contained" size="large" onClick={() => void onUpload()} disabled={picture.busy}>
          {picture.busy ? 'Uploading...' : 'Upload'}
        </Button>
        <Button component={RouterLink} to={`/profile/${user.id}`} disabled={picture.busy}>
          Skip for now
        </Button>
      </Stack>
    </AuthCard>
  );
}
