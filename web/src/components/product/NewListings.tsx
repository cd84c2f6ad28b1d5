import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ProductGrid, SKELETON_COUNT } from './ProductGrid';
import { readError } from '../../lib/errors';
import { useWishlistSlot } from '../wishlist/WishlistToggle';
import { LoadMore } from '../LoadMore';
import { useProductList } from '../../lib/useProductList';

export const HOME_PAGE_SIZE = 12;

/**
 * docs/product.md#screens (Cards): newest approved products; 5 skeleton cards while loading and while
 * the list is empty; the error in large type; further pages by "Load more".
 */
export function NewListings() {
  const list = useProductList({ filter: {}, pageSize: HOME_PAGE_SIZE });
  const wishlistSlot = useWishlistSlot();
  if (list.error) {
    return (
      <Box sx={{ py: 4 }}>
        <Typography role="alert" variant="h3" component="p" color="error" sx={{ mb: 2 }}>
          {readError(list.error, 'Error fetching approved products').message}
        </Typography>
        <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => void list.retry().catch(() => undefined)}>
          Try again
        </Button>
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
