import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/**
 * The sell form's "More options" disclosure (docs/product.md#screens, Forms): a button that says
 * whether it is open (aria-expanded) and what it holds. The fields stay mounted while it is
 * closed, so the form keeps their values and rules; the form opens it when one of them has a
 * problem or, on the edit form, a value.
 */
export function MoreOptions({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Button
        fullWidth
        color="inherit"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            aria-hidden
          />
        }
        sx={{ justifyContent: 'space-between', textAlign: 'left', textTransform: 'none', py: 1.25, px: 0.5 }}
      >
        <Stack component="span">
          <Typography component="span" sx={{ fontWeight: 600 }}>
            More options
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            Discount, negotiable, quantity, location, delivery, payment (all optional)
          </Typography>
        </Stack>
      </Button>
      <Collapse in={open}>
        <Stack id={id} role="group" aria-label="More options" spacing={2.5} sx={{ pt: 1.5, pb: 2.5 }}>
          {children}
        </Stack>
      </Collapse>
    </Box>
  );
}
