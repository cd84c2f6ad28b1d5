import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { ProductCardFieldsFragment } from '../../graphql/generated';
import { Tooltip } from '../Tooltip';
import { useAuth } from '../../lib/auth/authContext';
import type { FromState } from '../../lib/auth/fromPath';
import { useWishlist } from './useWishlist';

export function toggleLabel(title: string, inWishlist: boolean): string {
  return inWishlist ? `Remove from wishlist: ${title}` : `Add to wishlist: ${title}`;
}

/** Whether the signed-in user sells this product: no heart on one's own listing (the server refuses it too). */
export function isOwnListing(user: { id: string } | null, product: ProductCardFieldsFragment): boolean {
  return !!user && user.id === product.sellerId;
}

/**
 * docs/product.md#screens (Cards): the heart on the photo's top-right corner, filled when saved.
 * The button's own box is 44x44 px (a touch target); the round backdrop inside it keeps the heart
 * readable on any photo.
 */
export function WishlistToggle({ product }: { product: ProductCardFieldsFragment }) {
  const { enabled, isInWishlist, toggle } = useWishlist();
  if (!enabled) return null;
  const pressed = isInWishlist(product.id);
  return (
    <IconButton
      aria-pressed={pressed}
      aria-label={toggleLabel(product.title, pressed)}
      onClick={() => void toggle(product)}
      sx={{
        width: 44,
        height: 44,
        p: 0,
        color: pressed ? 'error.main' : 'text.primary',
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 5,
          borderRadius: '50%',
          bgcolor: 'background.paper',
          boxShadow: 2,
          transition: 'transform 150ms',
        },
        '&:hover': { bgcolor: 'transparent' },
        '&:hover::before': { transform: 'scale(1.08)' },
        '& svg': { position: 'relative', fontSize: 20 },
      }}
    >
      {pressed ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

/**
 * The card slot for ProductGrid: undefined (no slot at all) unless a verified user is signed in,
 * so a visitor's cards keep their corner free; none on the user's own listings.
 */
export function useWishlistSlot(): ((product: ProductCardFieldsFragment) => ReactNode) | undefined {
  const { user } = useAuth();
  if (!user?.isVerified) return undefined;
  return (product) => (isOwnListing(user, product) ? null : <WishlistToggle product={product} />);
}

/** The detail page's heart: adds or removes; a visitor goes to /login and comes back after. */
export function WishlistHeart({ product }: { product: ProductCardFieldsFragment }) {
  const { user } = useAuth();
  const { isInWishlist, toggle } = useWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const pressed = !!user?.isVerified && isInWishlist(product.id);
  if (isOwnListing(user, product)) return null;
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
          width: 44,
          height: 44,
          flexShrink: 0,
        }}
      >
        {pressed ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
