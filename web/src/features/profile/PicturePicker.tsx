import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import type { PictureUpload } from './usePictureUpload';

function phaseText(upload: PictureUpload): string {
  switch (upload.phase) {
    case 'compressing':
      return 'Compressing...';
    case 'uploading':
      return `Uploading ${Math.round(upload.progress * 100)}%`;
    case 'saving':
      return 'Saving...';
    default:
      return '';
  }
}

/**
 * One picture: drop it or choose it (image files only), see it, and follow its compression and
 * upload. Holds no state itself: `upload` (usePictureUpload) does the work.
 */
export function PicturePicker({
  upload,
  shape = 'circle',
  label,
}: {
  upload: PictureUpload;
  shape?: 'circle' | 'banner';
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const inputId = useId();
  const status = phaseText(upload);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!upload.busy) upload.choose(event.dataTransfer.files);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!upload.busy) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: upload.error ? 'error.main' : over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        {upload.preview ? (
          <Box
            component="img"
            src={upload.preview}
            alt={`Preview of ${upload.file?.name ?? 'the chosen picture'}`}
            sx={
              shape === 'circle'
                ? {
                    width: 160,
                    height: 160,
                    borderRadius: '50%',
                    objectFit: 'cover',
                    border: 1,
                    borderColor: 'divider',
                  }
                : {
                    width: '100%',
                    aspectRatio: '4 / 1',
                    borderRadius: 1,
                    objectFit: 'cover',
                    border: 1,
                    borderColor: 'divider',
                  }
            }
          />
        ) : (
          <>
            <AddPhotoIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
            <Typography color="text.secondary">Drag and drop a picture here, or</Typography>
          </>
        )}
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.busy}>
          {upload.file ? 'Choose another picture' : 'Choose picture'}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          aria-label={label}
          aria-describedby={hintId}
          hidden
          onChange={(event) => {
            upload.choose(event.target.files);
            // The same file may be chosen again.
            event.target.value = '';
          }}
        />
      </Box>
      {upload.busy && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" aria-live="polite" sx={{ mb: 0.5 }}>
            {status}
          </Typography>
          <LinearProgress
            aria-label={status}
            variant={upload.phase === 'uploading' ? 'determinate' : 'indeterminate'}
            value={Math.round(upload.progress * 100)}
          />
        </Box>
      )}
      <FormHelperText id={hintId} error={!!upload.error} role={upload.error ? 'alert' : undefined}>
        {upload.error ?? 'One image file. It is shrunk to 1024 px in your browser before it is uploaded.'}
      </FormHelperText>
    </Box>
  );
}
