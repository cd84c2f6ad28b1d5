import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Category } from '../../../graphql/generated';
import { CATEGORIES, categoryName, parseCategory } from '../../../lib/categories';

interface Props {
  value: Category | null;
  onChange: (category: Category | null) => void;
  /** Offer "All" (search page); the category page always has one. */
  allowAll?: boolean;
}

export function CategorySelect({ value, onChange, allowAll = false }: Props) {
  const id = useId();
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={`${id}-label`}>Category</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label="Category"
        value={value ?? 'ALL'}
        onChange={(e) => onChange(parseCategory(e.target.value))}
      >
        {allowAll && <MenuItem value="ALL">All</MenuItem>}
        {CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {categoryName(category)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
