import { useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Composer } from '../../components/chat/Composer';
import { MESSAGE_IMAGES_MAX } from '../../components/chat/chatText';
import { compressImage } from '../../components/images/compressImage';
import { uploadImage } from '../../components/images/uploadImage';
import { useImageUploads } from '../../components/images/useImageUploads';
import { useToast } from '../../lib/useToast';

/**
 * The thread's composer with photos: up to four, each resized in the browser (as the listing
 * form does) and uploaded at once as a message upload, shown as thumbnails that can be removed
 * before sending. A message of photos alone needs no text. Sending waits for the uploads.
 */
export function ThreadComposer({
  onSend,
  compress = compressImage,
  upload = uploadImage,
}: {
  onSend: (text: string, images: string[]) => Promise<unknown>;
  /** Replaced in tests: jsdom can neither decode images nor reach the server. */
  compress?: typeof compressImage;
  upload?: typeof uploadImage;
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const photos = useImageUploads({
    kind: 'message',
    max: MESSAGE_IMAGES_MAX,
    compress,
    upload,
    onProblem: ({ title, message }) => toast({ title, message, variant: 'destructive' }),
  });
  const full = photos.items.length >= photos.max;

  const send = async (text: string) => {
    const sent = photos.items;
    await onSend(text, photos.urls);
    for (const item of sent) photos.remove(item.key);
  };

  const attachments = photos.items.length > 0 && (
    <Box component="ul" aria-label="Photos to send" sx={{ display: 'flex', gap: 1, p: 0, m: 0, width: '100%' }}>
      {photos.items.map((item, index) => (
        <Box component="li" key={item.key} sx={{ position: 'relative', listStyle: 'none', width: 64, height: 64 }}>
          <Box
            component="img"
            src={item.preview}
            alt={`Photo ${index + 1}`}
            sx={{
              width: 64,
              height: 64,
              objectFit: 'cover',
              borderRadius: 2,
              opacity: item.state === 'ready' ? 1 : 0.6,
            }}
          />
          {item.state !== 'ready' && (
            <CircularProgress
              size={24}
              aria-label={`Uploading photo ${index + 1}`}
              sx={{ position: 'absolute', top: 20, left: 20 }}
            />
          )}
          <IconButton
            size="small"
            aria-label={`Remove photo ${index + 1}`}
            onClick={() => photos.remove(item.key)}
            sx={{
              position: 'absolute',
              top: -10,
              right: -10,
              width: 32,
              height: 32,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );

  const attachButton = (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="message-photos"
        onChange={(event) => {
          if (event.target.files) photos.add(event.target.files);
          event.target.value = '';
        }}
      />
      <IconButton
        aria-label={full ? `Add photos (at most ${photos.max})` : 'Add photos'}
        disabled={full}
        onClick={() => input.current?.click()}
        sx={{ width: 44, height: 44, mb: 3.5 }}
      >
        <AddPhotoAlternateOutlinedIcon />
      </IconButton>
    </>
  );

  return (
    <Composer
      onSend={send}
      attachments={attachments}
      attachButton={attachButton}
      hasAttachments={photos.items.length > 0}
      attachmentsBusy={photos.busy}
    />
  );
}
