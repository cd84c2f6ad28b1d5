import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Category } from '../../../graphql/generated';
import { CATEGORIES, CONDITIONS, categoryName, conditionLabel } from '../../../lib/categories';
import { muiField } from '../../../lib/muiField';
import { ImagePicker } from '../../../components/images/ImagePicker';
import { useImageUploads, type ImageProblem } from '../../../components/images/useImageUploads';
import type { ImageUrls } from '../../../components/images/uploadImage';
import { required, shrink, type FieldError } from './fieldProps';
import { MoreDetailsFields } from './MoreDetailsFields';
import { PriceFields } from './PriceFields';
import { checkCondition, checkDescription, checkTitle, type ProductFormValues } from './productFormValues';

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

  const err: FieldError = (name) => formState.errors[name]?.message;
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
      <PriceFields register={register} err={err} discountRequired={discountRequired} />
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
      <MoreDetailsFields register={register} control={control} err={err} />
      {/* While photos are still on their way the "at least one" message would only mislead. */}
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
