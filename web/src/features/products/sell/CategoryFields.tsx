import { Controller, type Control } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CATEGORIES, CONDITIONS, categoryName, conditionLabel } from '../../../lib/categories';
import { required, shrink, type FieldError } from './fieldProps';
import { checkCondition, type ProductFormValues } from './productFormValues';

/** Category, and Condition unless it is a rental (a rental takes none: docs/product.md#listings). */
export function CategoryFields({
  control,
  err,
  rental,
}: {
  control: Control<ProductFormValues>;
  err: FieldError;
  rental: boolean;
}) {
  return (
    <>
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
    </>
  );
}
