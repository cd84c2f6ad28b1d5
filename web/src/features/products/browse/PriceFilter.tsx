import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../lib/money';
import { PRICE_MAX, PRICE_STEP } from './filterParams';

interface Props {
  /** Null: any price. */
  value: number | null;
  onChange: (maxPrice: number | null) => void;
  /** The category page has the slider too; the search page only the number box. */
  slider?: boolean;
}

const TYPING_DELAY_MS = 500;

/**
 * Maximum price: a slider from 0 to 10,000 in steps of 500 (its right end means any price) and a
 * number box for an exact amount. Dragging and typing change a draft; the filter (and so the URL
 * and the query) changes when the thumb is let go or typing pauses, not at every step.
 */
export function PriceFilter({ value, onChange, slider = false }: Props) {
  const [draft, setDraft] = useState<number | null>(value);
  const [text, setText] = useState(value === null ? '' : String(value));
  const labelId = useId();

  // The URL is the truth: follow it when it changes from outside (Clear Filters, back button).
  useEffect(() => {
    setDraft(value);
    setText(value === null ? '' : String(value));
  }, [value]);

  // onChange is a fresh closure each render; only the typed text should restart the timer, which
  // reads the latest value and onChange from here.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    const parsed = text.trim() === '' ? null : Number(text);
    if (parsed !== null && (!Number.isFinite(parsed) || parsed < 0)) return;
    if (parsed === latest.current.value) return;
    const timer = setTimeout(() => latest.current.onChange(parsed), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const fromSlider = (n: number) => (n >= PRICE_MAX ? null : n);
  return (
    <Box>
      <Typography id={labelId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        Maximum price
      </Typography>
      {slider && (
        <Box sx={{ px: 1 }}>
          <Slider
            aria-labelledby={labelId}
            min={0}
            max={PRICE_MAX}
            step={PRICE_STEP}
            value={draft ?? PRICE_MAX}
            getAriaValueText={(n) => (n >= PRICE_MAX ? 'Any price' : `Up to ${formatRupees(n)}`)}
            valueLabelDisplay="auto"
            valueLabelFormat={(n) => (n >= PRICE_MAX ? 'Any' : formatRupees(n))}
            onChange={(_, n) => {
              const next = fromSlider(n);
              setDraft(next);
              setText(next === null ? '' : String(next));
            }}
            onChangeCommitted={(_, n) => onChange(fromSlider(n))}
          />
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              color: 'text.secondary',
              typography: 'caption',
              mt: -1,
            }}
          >
            <span>₹0</span>
            <span>{draft === null ? 'Any price' : `Up to ${formatRupees(draft)}`}</span>
          </Box>
        </Box>
      )}
      <TextField
        label="Max price (₹)"
        type="number"
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Any"
        sx={{ mt: slider ? 2 : 0 }}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'decimal' } }}
      />
    </Box>
  );
}
