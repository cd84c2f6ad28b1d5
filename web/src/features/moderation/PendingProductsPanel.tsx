import { useQuery } from '@apollo/client/react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PendingProductsDocument, ProductStatus, type PendingProductRowFragment } from '../../graphql/generated';
import { RouterLink } from '../../components/RouterLink';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { DecisionButtons } from './DecisionButtons';
import { useProductDecision } from './api/useProductDecision';
import { RejectDialog } from './RejectDialog';

export const PENDING_FAILED = 'Failed to load pending products.';
export const STATUS_FAILED = 'Failed to update product status.';
/** The moderation page's first page too, so the two share one cached list. */
export const PENDING_PAGE_SIZE = 20;

function PendingItem({
  product,
  busy,
  onAccept,
  onReject,
}: {
  product: PendingProductRowFragment;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        p: 1.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        alignItems: { sm: 'center' },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Avatar variant="rounded" src={product.images[0]?.thumbnail} alt="" sx={{ width: 48, height: 48 }}>
          {product.title.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{product.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            by{' '}
            <Link component={RouterLink} to={`/profile/${product.seller.id}`}>
              {product.seller.name}
            </Link>
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={`/product/${product.id}`}
          aria-label={`View ${product.title}`}
        >
          View
        </Button>
        <DecisionButtons product={product} busy={busy} approveLabel="Accept" onApprove={onAccept} onReject={onReject} />
      </Stack>
    </Paper>
  );
}

/**
 * An admin's collapsible "Pending Products" panel on any profile (docs/product.md#roles): the count in a
 * badge, and View, Accept and Reject per product. A decided row leaves at once.
 */
export function PendingProductsPanel() {
  const { data, loading, error } = useQuery(PendingProductsDocument, {
    variables: { first: PENDING_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { leaving, decide, rejecting, setRejecting } = useProductDecision((message) => ({
    title: STATUS_FAILED,
    message,
    variant: 'destructive',
  }));

  const connection = data?.pendingProducts;
  const rows = (connection?.nodes ?? []).filter((p) => !leaving.has(p.id));
  const count = Math.max(0, (connection?.totalCount ?? 0) - leaving.size);

  let body;
  if (!connection && loading)
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress aria-hidden size={24} />
        <Typography color="text.secondary">Loading pending products…</Typography>
      </Box>
    );
  else if (!connection && error) body = <Alert severity="error">{PENDING_FAILED}</Alert>;
  else if (rows.length === 0) body = <Typography color="text.secondary">No products waiting for review.</Typography>;
  else
    body = (
      <>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Pending products">
          {rows.map((product) => (
            <PendingItem
              key={product.id}
              product={product}
              busy={leaving.has(product.id)}
              onAccept={() => void decide(product, ProductStatus.Approved)}
              onReject={() => setRejecting(product)}
            />
          ))}
        </Stack>
        {connection?.pageInfo.hasNextPage && (
          <Button component={RouterLink} to="/product-moderation" sx={{ mt: 1.5 }}>
            See all {count} on the moderation page
          </Button>
        )}
      </>
    );

  // The Box keeps the page's spacing: an Accordion resets its own margins.
  return (
    <Box>
      <Accordion
        variant="outlined"
        disableGutters
        slotProps={{ heading: { component: 'h2' } }}
        sx={{ borderRadius: 3, '&::before': { display: 'none' } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="pending-products-content"
          id="pending-products-header"
        >
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            Pending Products
          </Typography>
          <Badge
            badgeContent={count}
            color="secondary"
            max={99}
            showZero
            aria-hidden
            sx={{ alignSelf: 'center', ml: 2, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
          <VisuallyHidden>({count} waiting for review)</VisuallyHidden>
        </AccordionSummary>
        <AccordionDetails>
          {connection && error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {PENDING_FAILED}
            </Alert>
          )}
          {body}
        </AccordionDetails>
      </Accordion>
      <RejectDialog
        open={rejecting !== null}
        title={rejecting?.title ?? ''}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          const product = rejecting;
          setRejecting(null);
          if (product) void decide(product, ProductStatus.Rejected, reason);
        }}
      />
    </Box>
  );
}
