import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export const PLACEHOLDER_PRODUCT_IMAGE = '/placeholder-product.svg';

interface Props {
  src: string | null | undefined;
  /** Smaller and larger variants for the browser to choose from (with sizes). */
  srcSet?: string;
  sizes?: string;
  alt: string;
  /** Lazy by default: cards far down a list should not load before they are scrolled to. */
  loading?: 'lazy' | 'eager';
  /**
   * 'high' for the page's largest picture on the first screen (its LCP): the browser asks for it
   * before the scripts, and the server-rendered page preloads it first in its head.
   */
  fetchPriority?: 'high' | 'low';
  fit?: 'cover' | 'contain';
  sx?: SxProps<Theme>;
}

/** A product picture, or the placeholder when there is none or it fails to load. */
export function ProductImage({ src, srcSet, sizes, alt, loading = 'lazy', fetchPriority, fit = 'cover', sx }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <Box
      component="img"
      src={broken ? PLACEHOLDER_PRODUCT_IMAGE : src}
      srcSet={broken ? undefined : srcSet}
      sizes={broken || !srcSet ? undefined : sizes}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => src && setFailed(src)}
      sx={[
        { display: 'block', width: '100%', objectFit: broken ? 'contain' : fit, bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
