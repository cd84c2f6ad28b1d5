import { Suspense } from 'react';
import { useParams } from '../../../lib/router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Availability,
  ProductDetailDocument,
  ProductStatus,
  type ProductDetailFieldsFragment,
} from '../../../graphql/generated';
import { useAuth } from '../../../lib/auth/authContext';
import { LoadingView } from '../../../components/LoadingView';
import { RetryAlert } from '../../../components/RetryAlert';
import { RouterLink } from '../../../components/RouterLink';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DiscountCountdown } from '../../../components/product/DiscountCountdown';
import { Price } from '../../../components/product/Price';
import { truncate } from '../../../components/product/truncate';
import { categoryName, categoryPath } from '../../../lib/categories';
import { isDiscountRunning, useNow } from '../../../lib/discount';
import { lazyWithRetry } from '../../../lib/lazyWithRetry';
import { WishlistHeart } from '../../../components/wishlist/WishlistToggle';
import { AvailabilityControl } from '../../../components/product/AvailabilityControl';
import { CollapsibleText } from './CollapsibleText';
import { ContactBar } from './ContactBar';
import { ProductCarousel } from './ProductCarousel';
import { ProductFacts } from './ProductFacts';
import { ReportButton } from './ReportButton';
import { SellerBlock } from './SellerBlock';
import { ReservationChip } from './ReservationChip';
import { ShareButton } from './ShareButton';
import { SimilarListings } from './SimilarListings';
import { SoldRibbon } from './SoldRibbon';
import { can } from '../../../lib/permissions';

// Only the seller and the staff see a listing's history: its code (and its query's) loads for them,
// not with every visitor's page.
const ProductHistory = lazyWithRetry('ProductHistory', () =>
  import('../../../components/history/ProductHistory').then((module) => ({ default: module.ProductHistory })),
);

/** /product/{id}: everything about one listing, and how to reach its seller. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ProductDetailDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  useDocumentTitle(data?.product?.title ?? 'Product');

  if (loading && !data) return <LoadingView />;
  if (error)
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <RetryAlert message="Error fetching product" error={error} onRetry={refetch} />
      </Container>
    );
  if (!data?.product) return <Message severity="info" text="Product not found" />;
  return <ProductDetail product={data.product} />;
}

function Message({ severity, text }: { severity: 'error' | 'info'; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Alert severity={severity} sx={{ justifyContent: 'center', fontSize: '1.1rem' }}>
        {text}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
        Go Home
      </Button>
    </Container>
  );
}

function ProductDetail({ product }: { product: ProductDetailFieldsFragment }) {
  const { user } = useAuth();
  const now = useNow();
  const discounted = isDiscountRunning(product.discountActive, product.discountEndsAt, now);
  const isSeller = user?.id === product.sellerId;
  const isStaff = can.moderate(user);
  const viewer = !user ? 'visitor' : user.isVerified ? 'verified' : 'unverified';
  const sold = product.availability === Availability.Sold;

  return (
    // Below md the contact bar ends the page, resting on the footer: no bottom padding there.
    <Container maxWidth="lg" sx={{ pt: { xs: 2, sm: 4 }, pb: { xs: 0, md: 4 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
        <Link component={RouterLink} to="/" color="inherit">
          Home
        </Link>
        <Link component={RouterLink} to={categoryPath(product.category)} color="inherit">
          {categoryName(product.category)}
        </Link>
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {truncate(product.title, 60)}
        </Typography>
      </Breadcrumbs>

      {(isSeller || isStaff) && (product.status !== ProductStatus.Approved || product.hiddenByReports) && (
        <StatusNotice product={product} />
      )}

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <SoldRibbon sold={sold}>
          <ProductCarousel images={product.images} title={product.title} />
        </SoldRibbon>

        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere', flex: 1 }}>
              {product.title}
            </Typography>
            {product.status === ProductStatus.Approved && (
              <>
                <ShareButton product={product} />
                <WishlistHeart product={product} />
              </>
            )}
          </Box>
          <ReservationChip product={product} />
          {/* Reserved for a named buyer, the chip above says for whom (to the buyer and the seller). */}
          {product.availability === Availability.Reserved && !product.reservedForMe && !product.reservedFor && (
            <Alert severity="warning" icon={false} sx={{ py: 0 }}>
              <strong>Reserved.</strong> The seller is holding it for someone; it may become available again.
            </Alert>
          )}
          {sold && (
            <Alert severity="info" icon={false} sx={{ py: 0 }}>
              <strong>Sold.</strong> This item is no longer available.
            </Alert>
          )}

          <Box>
            <Price price={product.price} effectivePrice={product.effectivePrice} discounted={discounted} size="large" />
            {discounted && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                {product.percentOff != null && (
                  <Chip label={`${product.percentOff}% off`} color="success" size="small" sx={{ fontWeight: 700 }} />
                )}
                <DiscountCountdown endsAt={product.discountEndsAt} variant="badge" />
              </Stack>
            )}
            {product.negotiable && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Price is negotiable
              </Typography>
            )}
          </Box>

          <CollapsibleText text={product.description} />
          <ProductFacts product={product} />
          {/* A sold listing has no contact block: there is nothing left to ask for. */}
          {!sold && <SellerBlock product={product} viewer={viewer} canMessage={Boolean(user) && !isSeller} />}

          {isSeller && product.status === ProductStatus.Approved && (
            <AvailabilityControl product={product} size="large" />
          )}
          {isSeller && !sold && (
            <Button
              variant="outlined"
              size="large"
              startIcon={<EditOutlinedIcon />}
              component={RouterLink}
              to={`/edit-product/${product.id}`}
              sx={{ alignSelf: 'flex-start' }}
            >
              Edit My Product
            </Button>
          )}
          {/* Open for the seller (what happened to my listing, and why); closed for staff. */}
          {(isSeller || isStaff) && (
            <Suspense fallback={null}>
              <ProductHistory productId={product.id} defaultOpen={isSeller} />
            </Suspense>
          )}
          {product.status === ProductStatus.Approved && !product.hiddenByReports && <ReportButton product={product} />}
        </Stack>
      </Box>

      <SimilarListings productId={product.id} />
      {!sold && (
        <ContactBar
          product={product}
          discounted={discounted}
          viewer={isSeller ? 'seller' : viewer}
          canMessage={Boolean(user) && !isSeller}
        />
      )}
    </Container>
  );
}

/** What the seller (and a moderator) sees of a listing that is not public. */
function StatusNotice({ product }: { product: ProductDetailFieldsFragment }) {
  if (product.status === ProductStatus.Approved) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        <strong>Hidden after reports.</strong> Several students reported this listing, so it is out of the lists until a
        moderator looks at it. Only the seller and the moderators can see it meanwhile.
      </Alert>
    );
  }
  if (product.status === ProductStatus.Rejected) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        <strong>Rejected.</strong>{' '}
        {product.rejectionReason ? `Reason: ${product.rejectionReason}` : 'A moderator did not approve this listing.'}{' '}
        Edit it to send it for review again.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <strong>Pending review.</strong> Only the seller and the moderators can see this listing until it is approved.
    </Alert>
  );
}
