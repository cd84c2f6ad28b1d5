import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import type { ImageUploads, PickedImage } from './useImageUploads';

/** A screen worked by finger, where nothing is dragged in: no "drag and drop" wording there. */
export const TOUCH_SCREEN = '(pointer: coarse), (hover: none)';

function imageLabel(item: PickedImage, index: number): string {
  return item.name ? `Image ${index + 1}: ${item.name}` : `Image ${index + 1}`;
}

function statusText(item: PickedImage): string {
  if (item.state === 'compressing') return 'Compressing...';
  if (item.state === 'uploading') return `Uploading ${Math.round(item.progress * 100)}%`;
  return '';
}

function Thumbnail({
  item,
  index,
  onRemove,
  disabled,
}: {
  item: PickedImage;
  index: number;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const label = imageLabel(item, index);
  const status = statusText(item);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        listStyle: 'none',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        aspectRatio: '1 / 1',
      }}
    >
      {item.preview ? (
        <Box
          component="img"
          src={item.preview}
          alt={label}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
            opacity: item.state === 'ready' ? 1 : 0.6,
          }}
        />
      ) : (
        <Typography variant="caption" sx={{ p: 1, display: 'block', wordBreak: 'break-all' }}>
          {label}
        </Typography>
      )}
      {index === 0 && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            left: 6,
            top: 6,
            px: 0.75,
            borderRadius: 1,
            bgcolor: 'rgba(0,0,0,0.66)',
            color: '#fff',
            fontWeight: 600,
          }}
        >
          Cover
        </Typography>
      )}
      <IconButton
        aria-label={`Remove ${label}`}
        size="small"
        onClick={onRemove}
        disabled={disabled}
        sx={{
          position: 'absolute',
          right: 4,
          top: 4,
          bgcolor: 'rgba(0,0,0,0.66)',
          color: '#fff',
          '&:hover, &:focus-visible': { bgcolor: 'rgba(0,0,0,0.85)' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {item.state !== 'ready' && (
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            p: 0.75,
            bgcolor: 'rgba(0,0,0,0.66)',
            color: '#fff',
          }}
        >
          <Typography variant="caption" component="p" sx={{ lineHeight: 1.2, mb: 0.5 }} aria-live="polite">
            {status}
          </Typography>
          <LinearProgress
            aria-label={`${status} ${label}`}
            variant={item.state === 'compressing' ? 'indeterminate' : 'determinate'}
            value={Math.round(item.progress * 100)}
          />
        </Box>
      )}
    </Box>
  );
}

/**
 * Drag-and-drop zone and file picker with thumbnails, a remove button and a progress bar per image
 * (docs/product.md#screens, Forms). Holds no state itself: `uploads` (useImageUploads) does the work, so a product
 * form, an avatar or a banner picker share it.
 */
export function ImagePicker({
  uploads,
  label = 'Images',
  hint,
  error,
  disabled,
}: {
  uploads: ImageUploads;
  label?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const touch = useMediaQuery(TOUCH_SCREEN, { noSsr: true });
  const { items, max } = uploads;
  const full = items.length >= max;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled || full) return;
    uploads.add(event.dataTransfer.files);
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {label}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({items.length} of {max})
        </Typography>
      </Typography>
      {items.length > 0 && (
        <Box
          component="ul"
          sx={{
            m: 0,
            mb: 1.5,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          }}
        >
          {items.map((item, index) => (
            <Thumbnail
              key={item.key}
              item={item}
              index={index}
              onRemove={() => uploads.remove(item.key)}
              disabled={disabled}
            />
          ))}
        </Box>
      )}
      {!full && (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
            bgcolor: over ? 'action.hover' : 'transparent',
            borderRadius: 2,
            p: { xs: 2, sm: 3 },
            textAlign: 'center',
            transition: 'border-color 120ms, background-color 120ms',
          }}
        >
          <AddPhotoIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
          {/* A phone has nothing to drag from: it gets the button alone. */}
          {!touch && (
            <Typography sx={{ mb: 1.5 }} color="text.secondary">
              Drag and drop photos here, or
            </Typography>
          )}
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
            Add photos
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple={max > 1}
            hidden
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              if (event.target.files) uploads.add(event.target.files);
              // The same file may be picked again after its removal.
              event.target.value = '';
            }}
          />
        </Box>
      )}
      <FormHelperText id={hintId} error={!!error}>
        {error ?? hint ?? `Up to ${max} photos. Each is shrunk to 1024 px in your browser before it is uploaded.`}
      </FormHelperText>
    </Box>
  );
}
