import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { ProductCardFieldsFragment } from '../../graphql/generated';
import { Tooltip } from '../Tooltip';
import { useAuth } from '../../lib/auth/authContext';
import type { FromState } from '../../lib/auth/fromPath';
import { useWishlist } from './useWishlist';

export function toggleLabel(title: string, inWishlist: boolean): string {
  return inWishlist ? `Remove "${title}" from wishlist` : `Add "${title}" to wishlist`;
}

/** docs/product.md#screens (Cards): the WISHLIST toggle over the picture; hidden for visitors. */
export function WishlistToggle({ product }: { product: ProductCardFieldsFragment }) {
  const { enabled, isInWishlist, toggle } = useWishlist();
  if (!enabled) return null;
  const pressed = isInWishlist(product.id);
  return (
    <Button
      size="small"
      variant="contained"
      aria-pressed={pressed}
      aria-label={toggleLabel(product.title, pressed)}
      onClick={() => void toggle(product)}
      startIcon={pressed ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      sx={{
        bgcolor: 'background.paper',
        color: pressed ? 'error.main' : 'text.primary',
        border: 1,
        borderColor: pressed ? 'error.main' : 'divider',
        boxShadow: 2,
        px: 1.25,
        '&:hover': { bgcolor: 'background.default' },
      }}
    >
      Wishlist
    </Button>
  );
}

/**
 * The card slot for ProductGrid: undefined (no slot at all) unless a verified user is signed in,
 * so a visitor's cards keep their corner free.
 */
export function useWishlistSlot(): ((product: ProductCardFieldsFragment) => ReactNode) | undefined {
  const { user } = useAuth();
  if (!user?.isVerified) return undefined;
  return (product) => <WishlistToggle product={product} />;
}

/** The detail page's heart: adds or removes; a visitor goes to /login and comes back after. */
export function WishlistHeart({ product }: { product: ProductCardFieldsFragment }) {
  const { user } = useAuth();
  const { isInWishlist, toggle } = useWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const pressed = !!user?.isVerified && isInWishlist(product.id);
  const label = toggleLabel(product.title, pressed);
  const onClick = () => {
    if (!user) {
      const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      void navigate('/login', { state });
    } else if (!user.isVerified) void navigate('/verify-email');
    else void toggle(product);
  };
  return (
    <Tooltip title={pressed ? 'Remove from wishlist' : 'Add to wishlist'}>
      <IconButton
        aria-pressed={pressed}
        aria-label={label}
        onClick={onClick}
        sx={{
          border: 1,
          borderColor: pressed ? 'error.main' : 'divider',
          color: pressed ? 'error.main' : 'text.secondary',
          flexShrink: 0,
        }}
      >
        {pressed ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
