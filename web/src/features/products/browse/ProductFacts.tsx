import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type { ProductDetailFieldsFragment } from '../../../graphql/generated';
import { categoryName, conditionLabel } from '../../../lib/categories';

/**
 * docs/product.md#screens (Detail) tiles: condition, category, payment and location (the last two
 * when present), two by two at every width.
 */
export function ProductFacts({ product }: { product: ProductDetailFieldsFragment }) {
  const tiles: { label: string; value: string; icon: ReactNode }[] = [
    {
      label: 'Condition',
      value: product.condition ? conditionLabel(product.condition) : 'N/A',
      icon: <VerifiedOutlinedIcon />,
    },
    { label: 'Category', value: categoryName(product.category), icon: <CategoryOutlinedIcon /> },
  ];
  if (product.paymentMethods.length > 0)
    tiles.push({ label: 'Payment', value: product.paymentMethods.join(', '), icon: <PaymentsOutlinedIcon /> });
  if (product.location) tiles.push({ label: 'Location', value: product.location, icon: <PlaceOutlinedIcon /> });
  // A <dl> may hold only dt/dd pairs, each pair optionally in one <div>; the tile is that div
  // and its icon lives inside the <dt> (placed beside the text), so no other element breaks the list.
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      {tiles.map(({ label, value, icon }) => (
        <Paper
          key={label}
          variant="outlined"
          sx={{
            position: 'relative',
            p: 1.5,
            // From sm the icon stands at the tile's left; on a phone, two tiles a row, it goes small before the label.
            pl: { xs: 1.5, sm: 6 },
            borderRadius: 2,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
          }}
        >
          <Typography
            component="dt"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                position: { xs: 'static', sm: 'absolute' },
                left: 12,
                top: '50%',
                transform: { sm: 'translateY(-50%)' },
                color: 'primary.main',
                display: 'flex',
                '& svg': { fontSize: { xs: 16, sm: 24 } },
              }}
            >
              {icon}
            </Box>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word' }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
