import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ProductCardFieldsFragment } from '../../../graphql/generated';
import { ProductImage } from '../../../components/product/ProductImage';

type Picture = ProductCardFieldsFragment['images'][number];

/** A horizontal move this long (px) on a touch screen turns the picture. */
const SWIPE_THRESHOLD = 50;

/**
 * The product's pictures: the 1024 px image, previous/next buttons, dots and a strip of 160 px
 * thumbnails. Arrow keys turn the pictures while the carousel has focus; on touch screens a
 * horizontal swipe does (pointer events, vertical scrolling left to the browser).
 */
export function ProductCarousel({ images, title }: { images: readonly Picture[]; title: string }) {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const go = (to: number) => setIndex(((to % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(event.clientY - from.y))
      go(current + (dx < 0 ? 1 : -1));
  };

  const arrow = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'background.paper',
    boxShadow: 2,
    '&:hover': { bgcolor: 'background.paper' },
  } as const;

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Product pictures"
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
      sx={{
        outline: 'none',
        '&:focus-visible': {
          outline: '3px solid var(--mui-palette-secondary-main)',
          outlineOffset: 4,
          borderRadius: 3,
        },
      }}
    >
      <Box
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        sx={{
          position: 'relative',
          borderRadius: 3,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
      >
        <ProductImage
          src={images[current]?.url}
          alt={count > 1 ? `${title}, picture ${current + 1} of ${count}` : title}
          loading="eager"
          fetchPriority="high"
          fit="contain"
          sx={{ height: { xs: 300, sm: 440, md: 480 }, pointerEvents: 'none' }}
        />
        {count > 1 && (
          <>
            <IconButton aria-label="Previous picture" onClick={() => go(current - 1)} sx={{ ...arrow, left: 8 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label="Next picture" onClick={() => go(current + 1)} sx={{ ...arrow, right: 8 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 1 }}>
            {images.map((image, i) => (
              <Box
                key={image.url}
                component="button"
                type="button"
                aria-label={`Show picture ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                sx={{
                  width: 44,
                  height: 44,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::before': {
                    content: '""',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: i === current ? 'primary.main' : 'action.disabled',
                  },
                  '&:focus-visible': { outline: '2px solid var(--mui-palette-secondary-main)', borderRadius: '50%' },
                }}
              />
            ))}
          </Box>
          <Box
            component="ul"
            aria-label="Thumbnails"
            sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
          >
            {images.map((image, i) => (
              <li key={image.url}>
                <Box
                  component="button"
                  type="button"
                  aria-label={`Picture ${i + 1} of ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                  sx={{
                    p: 0,
                    border: 2,
                    borderColor: i === current ? 'primary.main' : 'transparent',
                    borderRadius: 2,
                    overflow: 'hidden',
                    cursor: 'pointer',
                    bgcolor: 'transparent',
                    display: 'block',
                    '&:focus-visible': { outline: '3px solid var(--mui-palette-secondary-main)', outlineOffset: 2 },
                  }}
                >
                  <ProductImage src={image.thumbnail} alt="" sx={{ width: 72, height: 72 }} />
                </Box>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
