import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Category } from '../../../graphql/generated';
import { CATEGORIES, CONDITIONS, categoryName, conditionLabel } from '../../../lib/categories';
import { muiField } from '../../../lib/muiField';
import { ImagePicker } from '../../../components/images/ImagePicker';
import { useImageUploads, type ImageProblem } from '../../../components/images/useImageUploads';
import type { ImageUrls } from '../../../components/images/uploadImage';
import {
  checkCondition,
  checkDescription,
  checkDiscountedPrice,
  checkDiscountPeriod,
  checkPrice,
  checkLocation,
  checkQuantity,
  checkTitle,
  DELIVERY_TYPES,
  MAX_DISCOUNT_DAYS,
  MAX_QUANTITY,
  PAYMENT_METHODS,
  type ProductFormValues,
} from './productFormValues';

const fieldNames: readonly Path<ProductFormValues>[] = [
  'title',
  'description',
  'price',
  'discountedPrice',
  'discountPeriod',
  'category',
  'condition',
  'negotiable',
  'quantity',
  'deliveryType',
  'location',
  'paymentMethods',
  'images',
];

/** The server's per-field messages (BAD_USER_INPUT), keyed by input field: "images", "images.2"... */
export type ServerFieldErrors = Record<string, string>;

/**
 * The sell and edit form (docs/product.md#screens, Forms; docs/product.md#listings). Images are compressed and
 * uploaded as they are picked; submitting waits for none of that because the button stays disabled
 * until every picture is stored. `onSubmit` answers the server's field errors, shown on the fields.
 */
export function ProductForm({
  initial,
  initialImages = [],
  discountRequired,
  onSubmit,
  onImageProblem,
  submitLabel,
  submittingLabel,
  notice,
}: {
  initial: ProductFormValues;
  initialImages?: readonly ImageUrls[];
  /** docs/product.md#screens (Forms): required on the upload form; on the edit form blank means "no discount". */
  discountRequired: boolean;
  onSubmit: (values: ProductFormValues) => Promise<ServerFieldErrors | undefined>;
  onImageProblem: (problem: ImageProblem) => void;
  submitLabel: string;
  submittingLabel: string;
  notice?: ReactNode;
}) {
  const uploads = useImageUploads({ kind: 'product', initial: initialImages, onProblem: onImageProblem });
  const { register, handleSubmit, control, formState, watch, setValue, setError } = useForm<ProductFormValues>({
    defaultValues: initial,
  });
  const category = watch('category');
  const rental = category === Category.Rental;

  // The pictures live in the picker; the form sees their URLs so "at least one" is a form rule.
  useEffect(() => {
    register('images', { validate: (urls) => urls.length > 0 || 'Add at least one photo' });
  }, [register]);
  const { urls } = uploads;
  // Re-check only when the pictures change (after a first submit), so a server message stays put.
  const submitted = useRef(false);
  submitted.current = formState.isSubmitted;
  useEffect(() => {
    setValue('images', urls, { shouldValidate: submitted.current });
  }, [urls, setValue]);

  // A rental has no condition (docs/product.md#listings): hide the field and forget what it held.
  useEffect(() => {
    if (rental) setValue('condition', '');
  }, [rental, setValue]);

  const submit = handleSubmit(async (values) => {
    const fields = await onSubmit(values);
    for (const [key, message] of Object.entries(fields ?? {})) {
      const name = key.split('.')[0] as Path<ProductFormValues>;
      if (fieldNames.includes(name)) setError(name, { type: 'server', message }, { shouldFocus: true });
    }
  });

  const err = (name: keyof ProductFormValues) => formState.errors[name]?.message;
  const required = { 'aria-required': true } as const;
  // Labels stay above the boxes: register() fills inputs behind MUI's back, so it cannot tell.
  const shrink = { shrink: true } as const;
  const busy = formState.isSubmitting;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-busy={busy}>
      {notice}
      <TextField
        label="Title"
        autoComplete="off"
        {...muiField(register('title', { validate: checkTitle }))}
        slotProps={{ inputLabel: shrink, htmlInput: { ...required, maxLength: 120 } }}
        error={!!err('title')}
        helperText={err('title') ?? '3 to 120 characters'}
      />
      <TextField
        label="Description"
        multiline
        minRows={4}
        {...muiField(register('description', { validate: checkDescription }))}
        slotProps={{ inputLabel: shrink, htmlInput: { ...required, maxLength: 5000 } }}
        error={!!err('description')}
        helperText={err('description') ?? 'What it is, how old, what comes with it'}
      />
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
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: rental ? '1fr' : '1fr 1fr' } }}>
        <Controller
          name="category"
          control={control}
          rules={{ validate: (v) => v !== '' || 'Category is required' }}
          render={({ field }) => (
            <TextField
              select
              label="Category"
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={!!err('category')}
              helperText={err('category') ?? ' '}
              slotProps={{ inputLabel: shrink, htmlInput: required }}
            >
              {CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {categoryName(c)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {!rental && (
          <Controller
            name="condition"
            control={control}
            rules={{ validate: checkCondition }}
            render={({ field }) => (
              <TextField
                select
                label="Condition"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                error={!!err('condition')}
                helperText={err('condition') ?? ' '}
                slotProps={{ inputLabel: shrink, htmlInput: required }}
              >
                {CONDITIONS.map((c) => (
                  <MenuItem key={c} value={c}>
                    {conditionLabel(c)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
      </Box>
      <Controller
        name="negotiable"
        control={control}
        render={({ field }) => (
          <FormControlLabel
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
      {/* While photos are still on their way the "at least one" message would only mislead. */}
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 2 }}>
          More details{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            (optional)
          </Typography>
        </Typography>
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
            slotProps={{ inputLabel: shrink, htmlInput: { maxLength: 120 } }}
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
              sx={{ mt: 2.5 }}
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
      </Box>
      <ImagePicker uploads={uploads} label="Photos" error={uploads.busy ? undefined : err('images')} disabled={busy} />
      {uploads.busy && (
        <Alert severity="info">
          Your photos are still being prepared; the button unlocks when every photo is uploaded.
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || uploads.busy}
          sx={{ minWidth: { xs: '100%', sm: 200 } }}
        >
          {busy ? submittingLabel : submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
