import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimilarProductsDocument } from '../../../graphql/generated';
import { ProductCard } from '../../../components/product/ProductCard';
import { useWishlistSlot } from '../../../components/wishlist/WishlistToggle';

/**
 * "You might also like": up to 8 approved listings of the same category nearest in price (the
 * server's rule, docs/product.md#listings). Asked for after the product, so the page shows first.
 * A row that scrolls sideways on phones and tablets (two and a bit cards on a phone, so the cut
 * card says there is more), four columns from `md`. Nothing at all while loading, when there is
 * none or when the request fails: it is a suggestion, not the page's content.
 */
export function SimilarListings({ productId }: { productId: string }) {
  const { data } = useQuery(SimilarProductsDocument, { variables: { id: productId } });
  const wishlistSlot = useWishlistSlot();
  const similar = data?.product?.similar ?? [];
  if (similar.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similar-title" sx={{ mt: 6 }}>
      <Typography id="similar-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        You might also like
      </Typography>
      <Box
        component="ul"
        aria-labelledby="similar-title"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          gridAutoFlow: { xs: 'column', md: 'row' },
          gridAutoColumns: { xs: 'calc((100% - 16px) / 2.3)', sm: 'calc((100% - 32px) / 3.3)' },
          gridTemplateColumns: { md: 'repeat(4, minmax(0, 1fr))' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
          // The row runs to the screen's edges on phones, its first card still in line with the page.
          mx: { xs: -2, sm: -3, md: 0 },
          px: { xs: 2, sm: 3, md: 0 },
          scrollPaddingInline: { xs: 16, sm: 24 },
          pb: { xs: 1, md: 0 },
        }}
      >
        {similar.map((product) => (
          <Box component="li" key={product.id} sx={{ scrollSnapAlign: 'start', minWidth: 0 }}>
            <ProductCard product={product} wishlistSlot={wishlistSlot?.(product)} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
