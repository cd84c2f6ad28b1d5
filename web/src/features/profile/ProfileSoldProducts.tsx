import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProfileSoldProductsDocument } from '../../graphql/generated';
import { ProductGrid } from '../../components/product/ProductGrid';
import { LoadMore } from '../../components/LoadMore';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { PRODUCTS_PAGE_SIZE } from './ProfileProducts';

/**
 * The profile's "Sold" section (docs/product.md#reserved-and-sold): what the seller has sold, each
 * card marked Sold, opening its page. Nothing at all while loading, on an error, or when there is none:
 * it is a track record, not a place to act.
 */
export function ProfileSoldProducts({ sellerId }: { sellerId: string }) {
  const { connection, hasMore, loadMore, loadingMore, loadMoreError } = usePagedQuery(ProfileSoldProductsDocument, {
    field: 'products',
    loadMoreFallback: 'Failed to fetch sold products',
    variables: { sellerId, first: PRODUCTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (!connection || connection.nodes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="profile-sold">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
        <Typography id="profile-sold" variant="h2" sx={{ fontSize: '1.5rem' }}>
          Sold
        </Typography>
        <Typography color="text.secondary" component="span">
          ({connection.totalCount})
        </Typography>
      </Stack>
      <ProductGrid products={connection.nodes} label="Sold products" />
      <LoadMore hasMore={hasMore} loading={loadingMore} error={loadMoreError} onClick={() => void loadMore()} />
    </Box>
  );
}
