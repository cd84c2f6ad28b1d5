import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ProductStatus, ProfileProductsDocument, type ProfileProductsQuery } from '../../graphql/generated';
import { ProductGrid, SKELETON_COUNT } from '../../components/product/ProductGrid';
import { RouterLink } from '../../components/RouterLink';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { PagedList } from '../../components/PagedList';
import { DeleteProductButton } from '../../components/product/DeleteProductButton';
import { useWishlistSlot } from '../../components/wishlist/WishlistToggle';

export const PRODUCTS_PAGE_SIZE = 20;
export const PRODUCTS_FAILED = 'Failed to load user products.';

type ProfileProduct = ProfileProductsQuery['products']['nodes'][number];

const STATUS_CHIP: Record<ProductStatus, { label: string; color: 'warning' | 'success' | 'error' }> = {
  PENDING: { label: 'Pending', color: 'warning' },
  APPROVED: { label: 'Approved', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/** Under a card: its review status (owner and staff) and the Delete button (owner and admins). */
function CardActions({
  product,
  showStatus,
  canDelete,
}: {
  product: ProfileProduct;
  showStatus: boolean;
  canDelete: boolean;
}) {
  if (!showStatus && !canDelete) return null;
  const chip = STATUS_CHIP[product.status];
  return (
    <Stack spacing={1}>
      {/* Wraps on a phone's half-width card, where the chip and the button do not fit one line. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        {showStatus ? <Chip size="small" color={chip.color} label={chip.label} /> : <span />}
        {canDelete && <DeleteProductButton id={product.id} title={product.title} />}
      </Stack>
      {showStatus && product.status === ProductStatus.Rejected && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {product.rejectionReason ? `Reason: ${product.rejectionReason}` : 'No reason was given.'}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The user's products as cards, 20 at a time. The owner and moderators/admins get every status
 * (the server decides), so they also see each card's status; the owner and admins may delete.
 */
export function ProfileProducts({
  sellerId,
  isOwner,
  showStatus,
  canDelete,
}: {
  sellerId: string;
  isOwner: boolean;
  showStatus: boolean;
  canDelete: boolean;
}) {
  const paged = usePagedQuery(ProfileProductsDocument, {
    field: 'products',
    loadMoreFallback: 'Failed to fetch user products',
    variables: { sellerId, first: PRODUCTS_PAGE_SIZE },
    // A product added, decided or deleted elsewhere shows on return without a reload.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { connection, error } = paged;
  // Another user's approved products can be wishlisted from here (signed-in verified users).
  const wishlistToggle = useWishlistSlot();
  const wishlistSlot =
    isOwner || !wishlistToggle
      ? undefined
      : (card: ProfileProduct) => (card.status === ProductStatus.Approved ? wishlistToggle(card) : null);
  const products = connection?.nodes ?? [];

  const body = (
    <PagedList
      paged={paged}
      loading={<ProductGrid products={[]} skeletons={SKELETON_COUNT} label="Loading products" />}
      error={() => <Alert severity="error">{PRODUCTS_FAILED}</Alert>}
      empty={
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography color="text.secondary" sx={{ mb: isOwner ? 2 : 0 }}>
            No products yet.
          </Typography>
          {isOwner && (
            <Button variant="contained" component={RouterLink} to="/user-products/upload" startIcon={<AddIcon />}>
              Sell an item
            </Button>
          )}
        </Box>
      }
    >
      <ProductGrid
        products={products}
        label="Products"
        wishlistSlot={
          wishlistSlot &&
          ((card) => {
            const product = products.find((p) => p.id === card.id);
            return product ? wishlistSlot(product) : null;
          })
        }
        action={(card) => {
          const product = products.find((p) => p.id === card.id);
          return product ? <CardActions product={product} showStatus={showStatus} canDelete={canDelete} /> : null;
        }}
      />
    </PagedList>
  );

  return (
    <Box component="section" aria-labelledby="profile-products">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
        <Typography id="profile-products" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {isOwner ? 'Your products' : 'Products'}
        </Typography>
        {connection && connection.totalCount > 0 && (
          <Typography color="text.secondary" component="span">
            ({connection.totalCount})
          </Typography>
        )}
      </Stack>
      {connection && error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {PRODUCTS_FAILED}
        </Alert>
      )}
      {body}
    </Box>
  );
}
