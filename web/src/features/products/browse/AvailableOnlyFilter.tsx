import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/**
 * "Available only": leaves reserved listings out of the results (sold ones are never listed).
 * The whole label is the touch target (44 px tall); screen readers hear a switch, on or off.
 * The filters' Stack zeroes its children's margins, so the label sits in a box and keeps its own:
 * pulled left by the switch's 9 px of padding, the thumb lines up with the fields above it.
 */
export function AvailableOnlyFilter({ value, onChange }: { value: boolean; onChange: (next: boolean) => void }) {
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={value} onChange={(_, checked) => onChange(checked)} />}
        label="Available only"
        sx={{ minHeight: 44, mr: 0, ml: '-9px' }}
      />
    </Box>
  );
}
