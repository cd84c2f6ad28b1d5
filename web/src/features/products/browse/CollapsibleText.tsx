import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TEXT_CUT, truncate } from '../../../components/product/truncate';

/** docs/product.md#screens (Detail): the description collapses after 150 characters, with Read more / Show less. */
export function CollapsibleText({ text, max = TEXT_CUT }: { text: string; max?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = Array.from(text).length > max;
  return (
    <Box>
      <Typography id={id} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {open || !long ? text : truncate(text, max)}
      </Typography>
      {long && (
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id}
          sx={{ mt: 0.5, px: 0 }}
        >
          {open ? 'Show less' : 'Read more'}
        </Button>
      )}
    </Box>
  );
}
