import type { UseFormRegister } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { muiField } from '../../../lib/muiField';
import { required, shrink, type FieldError } from './fieldProps';
import {
  checkDiscountedPrice,
  checkDiscountPeriod,
  checkPrice,
  MAX_DISCOUNT_DAYS,
  type ProductFormValues,
} from './productFormValues';

/** Price, discounted price and discount period, side by side from the small tablet up. */
export function PriceFields({
  register,
  err,
  discountRequired,
}: {
  register: UseFormRegister<ProductFormValues>;
  err: FieldError;
  /** docs/product.md#screens (Forms): required on the upload form; on the edit form blank means "no discount". */
  discountRequired: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
      <TextField
        label="Price"
        {...muiField(register('price', { validate: checkPrice }))}
        slotProps={{
          inputLabel: shrink,
          htmlInput: { ...required, inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
        error={!!err('price')}
        helperText={err('price') ?? ' '}
      />
      <TextField
        label="Discounted Price"
        {...muiField(
          register('discountedPrice', { validate: (v, all) => checkDiscountedPrice(v, all, discountRequired) }),
        )}
        slotProps={{
          inputLabel: shrink,
          htmlInput: { 'aria-required': discountRequired, inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
        error={!!err('discountedPrice')}
        helperText={err('discountedPrice') ?? 'Same as the price for no discount'}
      />
      <TextField
        label="Discount Period (days)"
        {...muiField(register('discountPeriod', { validate: (v) => checkDiscountPeriod(v, discountRequired) }))}
        slotProps={{ inputLabel: shrink, htmlInput: { 'aria-required': discountRequired, inputMode: 'numeric' } }}
        error={!!err('discountPeriod')}
        helperText={err('discountPeriod') ?? `0 to ${MAX_DISCOUNT_DAYS}; 0 for no discount`}
      />
    </Box>
  );
}
