import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Condition } from '../../../graphql/generated';
import { conditionLabel, parseCondition } from '../../../lib/categories';

const CHOICES: readonly Condition[] = [Condition.New, Condition.LikeNew, Condition.Used];

/** Condition radio: All, New, Like New, Used. */
export function ConditionFilter({
  value,
  onChange,
}: {
  value: Condition | null;
  onChange: (condition: Condition | null) => void;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', typography: 'subtitle2' }}>
        Condition
      </FormLabel>
      <RadioGroup value={value ?? 'ALL'} onChange={(_, next) => onChange(parseCondition(next))}>
        <FormControlLabel value="ALL" control={<Radio size="small" />} label="All" />
        {CHOICES.map((condition) => (
          <FormControlLabel
            key={condition}
            value={condition}
            control={<Radio size="small" />}
            label={conditionLabel(condition)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
