import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/**
 * A message's pictures, each opening full size in a new tab. They are served to the
 * conversation's members only, with the session cookie the browser sends to its own origin.
 */
export function MessageImages({ images }: { images: readonly string[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: images.length > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
        gap: 0.5,
        mb: 0.5,
      }}
    >
      {images.map((src, index) => (
        <Link key={src} href={src} target="_blank" rel="noopener" sx={{ display: 'block', lineHeight: 0 }}>
          <Box
            component="img"
            src={src}
            alt={`Photo ${index + 1} of ${images.length}`}
            loading="lazy"
            sx={{ width: '100%', maxWidth: 240, aspectRatio: '1', objectFit: 'cover', borderRadius: 2 }}
          />
        </Link>
      ))}
    </Box>
  );
}
