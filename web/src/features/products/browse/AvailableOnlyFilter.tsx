import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/**
 * "Available only": leaves reserved listings out of the results (sold ones are never listed).
 * The whole label is the touch target; the switch is a checkbox to assistive technology.
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
