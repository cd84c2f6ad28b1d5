import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/**
 * "Available only": leaves reserved listings out of the results (sold ones are never listed).
 * The whole label is the touch target (44 px tall); screen readers hear a switch, on or off.
 */
export function AvailableOnlyFilter({ value, onChange }: { value: boolean; onChange: (next: boolean) => void }) {
  return (
    <FormControlLabel
      control={<Switch checked={value} onChange={(_, checked) => onChange(checked)} />}
      label="Available only"
      sx={{ minHeight: 44, mr: 0 }}
    />
  );
}
