import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { muiField } from '../../../lib/muiField';
import { shrink, type FieldError } from './fieldProps';
import {
  checkLocation,
  checkQuantity,
  DELIVERY_TYPES,
  MAX_LOCATION,
  MAX_QUANTITY,
  PAYMENT_METHODS,
  type ProductFormValues,
} from './productFormValues';

/** The optional details under "More options": negotiable, quantity, location, delivery type and payment methods. */
export function MoreDetailsFields({
  register,
  control,
  err,
}: {
  register: UseFormRegister<ProductFormValues>;
  control: Control<ProductFormValues>;
  err: FieldError;
}) {
  return (
    <>
      <Controller
        name="negotiable"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignSelf: 'flex-start' }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label="Price is negotiable"
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField
          label="Quantity"
          {...muiField(register('quantity', { validate: checkQuantity }))}
          slotProps={{ inputLabel: shrink, htmlInput: { inputMode: 'numeric' } }}
          error={!!err('quantity')}
          helperText={err('quantity') ?? `1 to ${MAX_QUANTITY}`}
        />
        <TextField
          label="Location"
          placeholder="e.g. Hostel block C"
          {...muiField(register('location', { validate: checkLocation }))}
          slotProps={{ inputLabel: shrink, htmlInput: { maxLength: MAX_LOCATION } }}
          error={!!err('location')}
          helperText={err('location') ?? 'Where buyers pick it up or meet you'}
        />
      </Box>
      <Controller
        name="deliveryType"
        control={control}
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label="Delivery type"
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={!!err('deliveryType')}
            helperText={err('deliveryType') ?? ' '}
            slotProps={{ inputLabel: shrink, select: { displayEmpty: true } }}
          >
            <MenuItem value="">Not specified</MenuItem>
            {/* A value set elsewhere (the REST API takes any words) stays choosable. */}
            {[
              ...DELIVERY_TYPES,
              ...(field.value && !(DELIVERY_TYPES as readonly string[]).includes(field.value) ? [field.value] : []),
            ].map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="paymentMethods"
        control={control}
        render={({ field }) => (
          <Box role="group" aria-labelledby="payment-methods-label">
            <Typography id="payment-methods-label" variant="body2" color="text.secondary">
              Payment methods
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              {[...new Set([...PAYMENT_METHODS, ...field.value])].map((method) => (
                <FormControlLabel
                  key={method}
                  label={method}
                  control={
                    <Checkbox
                      checked={field.value.includes(method)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, method] : field.value.filter((m) => m !== method),
                        )
                      }
                    />
                  }
                />
              ))}
            </Stack>
            {err('paymentMethods') && <FormHelperText error>{err('paymentMethods')}</FormHelperText>}
          </Box>
        )}
      />
    </>
  );
}
