import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Category } from '../../../graphql/generated';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../../graphql/serverConstants';
import { muiField } from '../../../lib/muiField';
import { ImagePicker } from '../../../components/images/ImagePicker';
import { useImageUploads, type ImageProblem } from '../../../components/images/useImageUploads';
import type { ImageUrls } from '../../../components/images/uploadImage';
import { required, shrink, type FieldError } from './fieldProps';
import { CategoryFields } from './CategoryFields';
import { DiscountFields } from './DiscountFields';
import { MoreDetailsFields } from './MoreDetailsFields';
import { MoreOptions } from './MoreOptions';
import {
  checkDescription,
  checkPrice,
  checkTitle,
  hasMoreOptions,
  MORE_OPTION_FIELDS,
  type ProductFormValues,
} from './productFormValues';

/** Every field, in the order the form shows them: the first with a problem takes the focus. */
const fieldOrder: readonly Path<ProductFormValues>[] = [
  'images',
  'title',
  'price',
  'category',
  'condition',
  'description',
  ...MORE_OPTION_FIELDS,
];
const inMoreOptions = (name: Path<ProductFormValues>) => (MORE_OPTION_FIELDS as readonly string[]).includes(name);

/** The server's per-field messages (BAD_USER_INPUT), keyed by input field: "images", "images.2"... */
export type ServerFieldErrors = Record<string, string>;

/**
 * The sell and edit form (docs/product.md#screens, Forms; docs/product.md#listings): photos first,
 * then title, price, category, condition and description; the optional rest under "More options".
 * Images are compressed and uploaded as they are picked; submitting waits for none of that because
 * the button stays disabled until every picture is stored. `onSubmit` answers the server's field
 * errors, shown on the fields.
 */
export function ProductForm({
  initial,
  initialImages = [],
  onSubmit,
  onImageProblem,
  submitLabel,
  submittingLabel,
  notice,
}: {
  initial: ProductFormValues;
  initialImages?: readonly ImageUrls[];
  onSubmit: (values: ProductFormValues) => Promise<ServerFieldErrors | undefined>;
  onImageProblem: (problem: ImageProblem) => void;
  submitLabel: string;
  submittingLabel: string;
  notice?: ReactNode;
}) {
  const uploads = useImageUploads({ kind: 'product', initial: initialImages, onProblem: onImageProblem });
  const { register, handleSubmit, control, formState, watch, setValue, setError, setFocus } =
    useForm<ProductFormValues>({ defaultValues: initial, shouldFocusError: false });
  const rental = watch('category') === Category.Rental;
  // Open from the start when editing a listing that uses any of them.
  const [moreOpen, setMoreOpen] = useState(() => hasMoreOptions(initial));

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

  // The first field with a problem takes the focus, once "More options" is open if it is in there
  // (a closed panel's fields cannot take it).
  const [focusTarget, setFocusTarget] = useState<Path<ProductFormValues> | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    setFocus(focusTarget);
    setFocusTarget(null);
  }, [focusTarget, setFocus]);
  const showProblems = (names: readonly string[]) => {
    // The photos' message shows at the top; the focus goes to the first field that can take it.
    const first = fieldOrder.find((name) => name !== 'images' && names.includes(name));
    if (!first) return;
    if (names.some((name) => inMoreOptions(name as Path<ProductFormValues>))) setMoreOpen(true);
    setFocusTarget(first);
  };

  const submit = handleSubmit(
    async (values) => {
      const fields = await onSubmit(values);
      const names: string[] = [];
      for (const [key, message] of Object.entries(fields ?? {})) {
        const name = key.split('.')[0] as Path<ProductFormValues>;
        if (!fieldOrder.includes(name)) continue;
        setError(name, { type: 'server', message });
        names.push(name);
      }
      showProblems(names);
    },
    (errors: FieldErrors<ProductFormValues>) => showProblems(Object.keys(errors)),
  );

  const err: FieldError = (name) => formState.errors[name]?.message;
  const busy = formState.isSubmitting;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-busy={busy}>
      {notice}
      {/* While photos are still on their way the "at least one" message would only mislead. */}
      <ImagePicker uploads={uploads} label="Photos" error={uploads.busy ? undefined : err('images')} disabled={busy} />
      <TextField
        label="Title"
        autoComplete="off"
        {...muiField(register('title', { validate: checkTitle }))}
        slotProps={{ inputLabel: shrink, htmlInput: { ...required, maxLength: TITLE_LENGTH.max } }}
        error={!!err('title')}
        helperText={err('title') ?? `${TITLE_LENGTH.min} to ${TITLE_LENGTH.max} characters`}
      />
      <Box
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: rental ? '1fr 1fr' : '1fr 1fr 1fr' } }}
      >
        <TextField
          label="Price"
          {...muiField(register('price', { validate: checkPrice, deps: ['discountedPrice'] }))}
          slotProps={{
            inputLabel: shrink,
            htmlInput: { ...required, inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
          error={!!err('price')}
          helperText={err('price') ?? ' '}
        />
        <CategoryFields control={control} err={err} rental={rental} />
      </Box>
      <TextField
        label="Description"
        multiline
        minRows={4}
        {...muiField(register('description', { validate: checkDescription }))}
        slotProps={{ inputLabel: shrink, htmlInput: { ...required, maxLength: DESCRIPTION_LENGTH.max } }}
        error={!!err('description')}
        helperText={err('description') ?? 'What it is, how old, what comes with it'}
      />
      <MoreOptions open={moreOpen} onToggle={() => setMoreOpen((open) => !open)}>
        <DiscountFields register={register} err={err} />
        <MoreDetailsFields register={register} control={control} err={err} />
      </MoreOptions>
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
