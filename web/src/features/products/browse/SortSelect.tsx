import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { ProductSort } from '../../../graphql/generated';

/** What the closed select shows on a phone, where it shares a row with the heading and the filters. */
const SHORT: Record<ProductSort, string> = {
  [ProductSort.Relevance]: 'Best match',
  [ProductSort.Newest]: 'Newest',
  [ProductSort.PriceAsc]: 'Lowest price',
  [ProductSort.PriceDesc]: 'Highest price',
};

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
    <FormControl
      size="small"
      sx={{
        minWidth: { xs: 0, sm: 200 },
        flexShrink: 0,
        // Focus comes back here after a choice from the list; the focus ring stays for the keyboard
        // only (:focus-visible), not after a tap or a click.
        '&:not(:has(:focus-visible))': {
          '& .MuiInputLabel-root.Mui-focused': { color: 'text.secondary' },
          '& .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline': {
            borderWidth: 1,
            // The outline's resting colour, as MUI's OutlinedInput draws it in either theme.
            borderColor: (theme) =>
              theme.vars ? `rgba(${theme.vars.palette.common.onBackgroundChannel} / 0.23)` : `rgba(0, 0, 0, 0.23)`,
          },
        },
      }}
    >
      <InputLabel id={`${id}-label`}>Sort by</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label="Sort by"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        // The full words from 600 px; below, the short ones (the open list always has the full ones).
        renderValue={(sort) => (
          <>
            <Box component="span" sx={{ display: { sm: 'none' } }}>
              {SHORT[sort]}
            </Box>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {options.find(([s]) => s === sort)?.[1]}
            </Box>
          </>
        )}
        sx={{
          fontSize: { xs: '0.875rem', sm: '1rem' },
          // The theme pads small inputs to a 44 px target for a 1rem line (23 px); the phone's smaller
          // words keep that line height, so the box stays 44 px (it was 41).
          '& .MuiSelect-select': { minHeight: '23px', lineHeight: '23px' },
        }}
      >
        {options.map(([sort, label]) => (
          <MenuItem key={sort} value={sort}>
            {label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
