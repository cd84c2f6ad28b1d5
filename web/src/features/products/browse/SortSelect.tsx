import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { ProductSort } from '../../../graphql/generated';

const LABELS: [ProductSort, string][] = [
  [ProductSort.Newest, 'Newest'],
  [ProductSort.PriceAsc, 'Price: Low to High'],
  [ProductSort.PriceDesc, 'Price: High to Low'],
];

/** docs/product.md#screens (Category page) sort: Newest (default), Price: Low to High, Price: High to Low. */
export function SortSelect({
  value,
  onChange,
  withRelevance = false,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  withRelevance?: boolean;
}) {
  const id = useId();
  const options: [ProductSort, string][] = withRelevance ? [[ProductSort.Relevance, 'Best match'], ...LABELS] : LABELS;
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={`${id}-label`}>Sort by</InputLabel>
      <Select labelId={`${id}-label`} id={id} label="Sort by" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([sort, label]) => (
          <MenuItem key={sort} value={sort}>
            {label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
