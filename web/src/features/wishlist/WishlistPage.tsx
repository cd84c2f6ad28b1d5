import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { WishlistDocument } from '../../graphql/generated';
import { LoadingView } from '../../components/LoadingView';
import { RouterLink } from '../../components/RouterLink';
import { ProductGrid } from '../../components/product/ProductGrid';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useWishlist } from '../../components/wishlist/useWishlist';

export const WISHLIST_PAGE_ERROR = 'Failed to fetch wishlist products.';

/**
 * /wishlist: "Your Wishlist", a grid of 1 to 4 columns by width, a Remove button on each card.
 * The list shows from the cache at once and is asked for again (a product that left Approved
 * drops out); a removal takes the card away at once.
 */
export default function WishlistPage() {
  useDocumentTitle('Your Wishlist');
  const { data, loading, error } = useQuery(WishlistDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const { toggle } = useWishlist();
  const products = data?.wishlist;

  let body;
  if (error && !products) body = <Alert severity="error">{WISHLIST_PAGE_ERROR}</Alert>;
  else if (!products)
    body = loading ? <LoadingView minHeight="30vh" /> : <Alert severity="error">{WISHLIST_PAGE_ERROR}</Alert>;
  else if (products.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <FavoriteBorderIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h3" component="p" sx={{ mt: 1, fontSize: '1.25rem' }}>
          No products in your wishlist.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Tap the heart on a listing's photo to keep it here.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
          Browse listings
        </Button>
      </Paper>
    );
  else
    body = (
      <>
        {error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {WISHLIST_PAGE_ERROR} Showing the list as last loaded.
          </Alert>
        )}
        <ProductGrid
          products={products}
          label="Wishlist"
          action={(product) => (
            <Button
              fullWidth
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              sx={{ minHeight: 44 }}
              aria-label={`Remove from wishlist: ${product.title}`}
              onClick={() => void toggle(product)}
            >
              Remove
            </Button>
          )}
        />
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Your Wishlist
      </Typography>
      {body}
    </Container>
  );
}
