import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProductGrid, SKELETON_COUNT } from './ProductGrid';
import { RetryAlert } from '../RetryAlert';
import { useWishlistSlot } from '../wishlist/WishlistToggle';
import { LoadMore } from '../LoadMore';
import { useProductList } from '../../lib/useProductList';

export const HOME_PAGE_SIZE = 12;

/**
 * docs/product.md#screens (Cards): newest approved products; 5 skeleton cards while loading and while
 * the list is empty; a failure as every other list's (the retry alert: offline, unreachable, or what
 * failed, and Try again); further pages by "Load more".
 */
export function NewListings() {
  const list = useProductList({ filter: {}, pageSize: HOME_PAGE_SIZE });
  const wishlistSlot = useWishlistSlot();
  if (list.error) {
    return (
      <Box sx={{ my: 2 }}>
        <RetryAlert message="Error fetching approved products" error={list.error} onRetry={list.retry} />
      </Box>
    );
  }
  const empty = !list.loading && list.products.length === 0;
  return (
    <>
      {empty && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No listings yet. Fresh ones appear here as soon as a moderator approves them.
        </Typography>
      )}
      <ProductGrid
        products={list.products}
        skeletons={list.loading || empty ? SKELETON_COUNT : 0}
        label="New listings"
        wishlistSlot={wishlistSlot}
      />
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        error={list.loadMoreError}
        onClick={() => void list.loadMore()}
      />
    </>
  );
}
