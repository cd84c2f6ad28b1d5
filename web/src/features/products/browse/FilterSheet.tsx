import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

interface Props {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  children: ReactNode;
}

/**
 * The filters on a phone: a sheet from the bottom, as the marketplace apps have it. Each change
 * applies at once (the results behind follow the address); "Show results" closes the sheet. It stays
 * mounted once drawn (FilterPanel), so a typed price survives closing it. Loaded lazily (FilterPanel).
 */
export default function FilterSheet({ open, onClose, onClear, children }: Props) {
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      keepMounted
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85dvh' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1, pb: 0.5 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }}>
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack spacing={3} sx={{ px: 2, py: 1, overflowY: 'auto' }}>
        {children}
      </Stack>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="text" onClick={onClear}>
          Clear Filters
        </Button>
        <Button variant="contained" onClick={onClose}>
          Show results
        </Button>
      </Box>
    </Drawer>
  );
}
