import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Availability, MyProductsDocument, ProductStatus, type MyProductsQuery } from '../../../graphql/generated';
import { useAuth } from '../../../lib/auth/authContext';
import { PageContainer } from '../../../components/PageContainer';
import { RouterLink } from '../../../components/RouterLink';
import { ProductImage } from '../../../components/product/ProductImage';
import { formatRupees } from '../../../lib/money';
import { readError } from '../../../lib/errors';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { PagedList } from '../../../components/PagedList';
import { DeleteProductButton } from '../../../components/product/DeleteProductButton';
import { AvailabilityControl } from '../../../components/product/AvailabilityControl';
import { MyProductPhoneActions } from './MyProductPhoneActions';
import { ProductHistory } from '../../../components/history/ProductHistory';

const PAGE_SIZE = 20;

type MyProduct = MyProductsQuery['products']['nodes'][number];

const statusChip: Record<ProductStatus, { label: string; color: 'warning' | 'success' | 'error' }> = {
  PENDING: { label: 'Pending review', color: 'warning' },
  APPROVED: { label: 'Approved', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/**
 * Edit and Delete beside the text from 600 px (a phone has MyProductPhoneActions under the text).
 * A rejected listing's Edit leads (it sends the listing back to review, docs/product.md#listings).
 * A sold one can no longer be edited, only deleted.
 */
function RowActions({ product, sx }: { product: MyProduct; sx?: object }) {
  const rejected = product.status === ProductStatus.Rejected;
  const sold = product.availability === Availability.Sold;
  return (
    <Stack spacing={0.5} useFlexGap sx={{ alignItems: 'stretch', flexShrink: 0, flexWrap: 'wrap', ...sx }}>
      {!sold && (
        <Button
          component={RouterLink}
          to={`/edit-product/${product.id}`}
          size="small"
          variant={rejected ? 'contained' : 'text'}
          startIcon={<EditIcon />}
          aria-label={`${rejected ? 'Edit and resubmit' : 'Edit'} ${product.title}`}
        >
          {rejected ? 'Edit and resubmit' : 'Edit'}
        </Button>
      )}
      <DeleteProductButton id={product.id} title={product.title} />
    </Stack>
  );
}

/** "Too blurry" -> "Reason: Too blurry." so the next sentence reads apart. */
function reasonText(reason: string | null | undefined): string {
  if (!reason) return 'No reason was given.';
  return `Reason: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`;
}

function MyProductRow({ product }: { product: MyProduct }) {
  const chip = statusChip[product.status];
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 1.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}
    >
      <ProductImage
        src={product.images[0]?.thumbnail}
        alt=""
        sx={{ width: { xs: 72, sm: 96 }, height: { xs: 72, sm: 96 }, flexShrink: 0, borderRadius: 1.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/product/${product.id}`}
          underline="hover"
          sx={{ fontWeight: 700, fontSize: '1.05rem', wordBreak: 'break-word' }}
        >
          {product.title}
        </Link>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.75 }}>
          <Chip size="small" color={chip.color} label={chip.label} />
          {product.availability !== Availability.Available && (
            <Chip
              size="small"
              variant="outlined"
              label={product.availability === Availability.Sold ? 'Sold' : 'Reserved'}
            />
          )}
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {formatRupees(product.effectivePrice)}
          </Typography>
        </Stack>
        {product.status === ProductStatus.Rejected && (
          <Alert severity="error" variant="outlined" role="note" sx={{ mt: 1, py: 0, overflowWrap: 'anywhere' }}>
            {reasonText(product.rejectionReason)} Edit it to send it for review again.
          </Alert>
        )}
        {product.status === ProductStatus.Approved && (
          <Box sx={{ mt: 1, display: { xs: 'none', sm: 'block' } }}>
            <AvailabilityControl product={product} />
          </Box>
        )}
        {/* On a phone: one button and a menu, not five stacked buttons. */}
        <Box data-testid="phone-actions" sx={{ display: { xs: 'block', sm: 'none' } }}>
          <MyProductPhoneActions product={product} />
        </Box>
        <ProductHistory productId={product.id} title={product.title} />
      </Box>
      <RowActions product={product} sx={{ display: { xs: 'none', sm: 'flex' } }} />
    </Paper>
  );
}

/** /user-products: the signed-in seller's own listings in every status, with the way to edit each. */
export default function MyProductsPage() {
  const { user } = useAuth();
  const paged = usePagedQuery(MyProductsDocument, {
    field: 'products',
    loadMoreFallback: 'Failed to fetch user products',
    variables: { sellerId: user?.id ?? '', first: PAGE_SIZE },
    skip: !user,
    // A product added or decided elsewhere shows up on return without a reload.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { connection, error } = paged;

  const body = (
    // Signed out for a moment (the session is being read): the skeleton, not the empty text.
    <PagedList
      paged={{ ...paged, loading: paged.loading || !user }}
      loading={
        <Stack spacing={1.5} aria-hidden>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={100} />
          ))}
        </Stack>
      }
      error={(failure) => <Alert severity="error">{readError(failure, 'Failed to load user products.').message}</Alert>}
      empty={
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h3" component="p" sx={{ mb: 1 }}>
            You have not listed anything yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Sell books, gadgets or anything you no longer need to other students.
          </Typography>
          <Button variant="contained" component={RouterLink} to="/user-products/upload" startIcon={<AddIcon />}>
            Sell an item
          </Button>
        </Paper>
      }
    >
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {connection?.nodes.map((product) => (
          <MyProductRow key={product.id} product={product} />
        ))}
      </Stack>
    </PagedList>
  );

  return (
    <PageContainer
      title="Your products"
      subtitle={
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
          component="span"
        >
          <span>New and edited listings wait for a moderator before other students see them.</span>
          <Button
            variant="contained"
            component={RouterLink}
            to="/user-products/upload"
            startIcon={<AddIcon />}
            sx={{ flexShrink: 0 }}
          >
            Sell an item
          </Button>
        </Stack>
      }
    >
      {connection && error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {readError(error, 'Failed to load user products.').message}
        </Alert>
      )}
      {body}
    </PageContainer>
  );
}
