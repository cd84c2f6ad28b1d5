import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { PendingProductsDocument, ProductStatus, type PendingProductRowFragment } from '../../graphql/generated';
import { PageContainer } from '../../components/PageContainer';
import { LoadingView } from '../../components/LoadingView';
import { readError } from '../../lib/errors';
import { PagedList } from '../../components/PagedList';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { useProductDecision } from './api/useProductDecision';
import { RejectDialog } from './RejectDialog';
import { PendingCard, type ItemProps } from './PendingProductItems';
import { queueGrid } from './queueGrid';

export const PAGE_SIZE = 20;

/**
 * /product-moderation: products waiting for review, oldest first, as cards (one column on a phone,
 * two from the laptop up) with the photo, price and category; approve, or reject with a reason.
 */
export default function ProductModerationPage() {
  const paged = usePagedQuery(PendingProductsDocument, {
    field: 'pendingProducts',
    appendBy: (p) => p.id,
    loadMoreFallback: 'Error fetching pending products',
    describeLoadMoreError: (message) => `Error: ${message}`,
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { leaving, decide, rejecting, setRejecting } = useProductDecision((message) => ({
    title: `Error: ${message}`,
    variant: 'destructive',
  }));

  const itemProps = (product: PendingProductRowFragment): ItemProps => ({
    product,
    busy: leaving.has(product.id),
    onApprove: () => void decide(product, ProductStatus.Approved),
    onReject: () => setRejecting(product),
  });

  const { connection, error } = paged;
  const rows = (connection?.nodes ?? []).filter((p) => !leaving.has(p.id));

  const body = (
    <PagedList
      paged={paged}
      isEmpty={rows.length === 0}
      loading={<LoadingView />}
      error={(failure) => (
        <Alert severity="error">Error: {readError(failure, 'Error fetching pending products.').message}</Alert>
      )}
      empty={
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <InboxIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h3" component="p" sx={{ mt: 1 }}>
            No products waiting for review
          </Typography>
          <Typography color="text.secondary">New listings appear here as students add them.</Typography>
        </Paper>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {Math.max(0, (connection?.totalCount ?? 0) - leaving.size)} waiting for review
      </Typography>
      <Box component="ul" sx={queueGrid} aria-label="Pending products">
        {rows.map((product) => (
          <PendingCard key={product.id} {...itemProps(product)} />
        ))}
      </Box>
    </PagedList>
  );

  return (
    <PageContainer
      title="Pending products"
      subtitle="Approve a listing to show it to everyone, or reject it with a reason for the seller."
      maxWidth="lg"
    >
      {connection && error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Error: {readError(error, 'Error fetching pending products.').message}
        </Alert>
      )}
      <Box>{body}</Box>
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
    </PageContainer>
  );
}
