import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/PageContainer';
import { RouterLink } from '../../../components/RouterLink';
import { ProductImage } from '../../../components/product/ProductImage';
import { formatRupees } from '../../../lib/money';
import { readError } from '../../../lib/errors';
import { LoadMore } from '../browse/LoadMore';
import { useProductList } from '../browse/useProductList';

const PAGE_SIZE = 20;
const noFilter = {};

function SkeletonRows() {
  return (
    <List aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
          <Skeleton variant="rounded" width={64} height={64} />
          <Skeleton variant="text" sx={{ flex: 1, fontSize: '1.1rem' }} />
        </Box>
      ))}
    </List>
  );
}

/** /approved-products: every approved listing as title and first picture; a click opens it. */
export default function ApprovedProductsPage() {
  const list = useProductList({ filter: noFilter, pageSize: PAGE_SIZE });

  let body;
  if (list.loading && list.products.length === 0) body = <SkeletonRows />;
  else if (list.error && list.products.length === 0)
    body = (
      <Typography variant="h2" component="p" color="error" role="alert">
        {readError(list.error, 'Error fetching approved products').message}
      </Typography>
    );
  else if (list.products.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h3" component="p">
          No approved products yet
        </Typography>
        <Typography color="text.secondary">Listings appear here once a moderator approves them.</Typography>
      </Paper>
    );
  else
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {list.totalCount} approved product{list.totalCount === 1 ? '' : 's'}
        </Typography>
        <Paper variant="outlined">
          <List disablePadding>
            {list.products.map((product, index) => (
              <ListItemButton key={product.id} component={RouterLink} to={`/product/${product.id}`} divider={index < list.products.length - 1} sx={{ gap: 2, py: 1.25 }}>
                <ProductImage src={product.images[0]?.thumbnail} alt="" sx={{ width: 64, height: 64, flexShrink: 0, borderRadius: 1.5 }} />
                <ListItemText
                  primary={product.title}
                  secondary={formatRupees(product.effectivePrice)}
                  slotProps={{ primary: { sx: { fontWeight: 600, wordBreak: 'break-word' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <LoadMore hasMore={list.hasMore} loading={list.loadingMore} error={list.loadMoreError} onClick={() => void list.loadMore()} />
      </>
    );

  return (
    <PageContainer title="Approved products">
      {list.error && list.products.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {readError(list.error, 'Error fetching approved products').message}
        </Alert>
      )}
      {body}
    </PageContainer>
  );
}
