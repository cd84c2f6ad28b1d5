import type { UseFormRegister } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { muiField } from '../../../lib/muiField';
import { shrink, type FieldError } from './fieldProps';
import {
  checkDiscountedPrice,
  checkDiscountPeriod,
  NO_DISCOUNT_HINT,
  type ProductFormValues,
} from './productFormValues';

/**
 * The discounted price and for how many days it runs, both optional (docs/product.md#listings,
 * Discount): left empty they mean "no discount", as on both APIs. Side by side from the small tablet up.
 */
export function DiscountFields({ register, err }: { register: UseFormRegister<ProductFormValues>; err: FieldError }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Discounted Price"
        {...muiField(register('discountedPrice', { validate: checkDiscountedPrice, deps: ['discountPeriod'] }))}
        slotProps={{
          inputLabel: shrink,
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
        error={!!err('discountedPrice')}
        helperText={err('discountedPrice') ?? NO_DISCOUNT_HINT}
      />
      <TextField
        label="Discount Period (days)"
        {...muiField(register('discountPeriod', { validate: checkDiscountPeriod, deps: ['discountedPrice'] }))}
        slotProps={{ inputLabel: shrink, htmlInput: { inputMode: 'numeric' } }}
        error={!!err('discountPeriod')}
        helperText={err('discountPeriod') ?? NO_DISCOUNT_HINT}
      />
    </Box>
  );
}
