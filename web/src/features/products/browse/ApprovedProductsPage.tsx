import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/PageContainer';
import { RouterLink } from '../../../components/RouterLink';
import { ProductImage } from '../../../components/product/ProductImage';
import { WIDE_COLUMNS, cardSizes, cardSrcSet } from '../../../components/product/cardImage';
import { ProductGrid, SKELETON_COUNT, gridTemplate } from '../../../components/product/ProductGrid';
import { formatRupees } from '../../../lib/money';
import { readError } from '../../../lib/errors';
import { LoadMore } from '../../../components/LoadMore';
import { useProductList } from '../../../lib/useProductList';

const PAGE_SIZE = 20;
const noFilter = {};

/** /approved-products: every approved listing as title and first picture; a click opens it. */
export default function ApprovedProductsPage() {
  const list = useProductList({ filter: noFilter, pageSize: PAGE_SIZE, counted: true });

  let body;
  if (list.loading && list.products.length === 0)
    body = <ProductGrid products={[]} skeletons={SKELETON_COUNT} label="Loading approved products" />;
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
        {/* A grid of tiles, photo first (four a row on a laptop, two on a phone); a <ul> of <li>s. */}
        <Box
          component="ul"
          aria-label="Approved products"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: gridTemplate(WIDE_COLUMNS),
          }}
        >
          {list.products.map((product, index) => (
            <Paper component="li" key={product.id} variant="outlined" sx={{ overflow: 'hidden' }}>
              <CardActionArea component={RouterLink} to={`/product/${product.id}`} sx={{ height: '100%' }}>
                <ProductImage
                  src={product.images[0]?.medium}
                  srcSet={cardSrcSet(product.images[0])}
                  sizes={cardSizes(WIDE_COLUMNS)}
                  loading={index < WIDE_COLUMNS.lg ? 'eager' : 'lazy'}
                  alt=""
                  sx={{ aspectRatio: '1 / 1' }}
                />
                <Box sx={{ p: 1.5 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatRupees(product.effectivePrice)}
                  </Typography>
                </Box>
              </CardActionArea>
            </Paper>
          ))}
        </Box>
        <LoadMore
          hasMore={list.hasMore}
          loading={list.loadingMore}
          error={list.loadMoreError}
          onClick={() => void list.loadMore()}
        />
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
