import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import TuneIcon from '@mui/icons-material/Tune';

/**
 * The side panel of filters beside the results. On phones it sits above the results, folded
 * behind a "Filters" button so the results stay in view.
 */
export function FilterPanel({ children, onClear }: { children: ReactNode; onClear: () => void }) {
  const [open, setOpen] = useState(false);
  // On phones the filters are drawn when first opened, not with the page: folded away, they were
  // most of the category page's blocking time on a phone (Lighthouse, docs/performance.md). Once
  // drawn they stay, so closing the panel never drops a price still being typed.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const [drawn, setDrawn] = useState(false);
  return (
    <Box component="aside" aria-label="Filters" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => {
          setOpen((o) => !o);
          setDrawn(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, mb: 2 }}
      >
        {open ? 'Hide filters' : 'Filters'}
      </Button>
      <Paper
        id="filter-panel"
        variant="outlined"
        sx={{ p: 2, borderRadius: 3, display: { xs: open ? 'block' : 'none', md: 'block' }, mb: { xs: 2, md: 0 } }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          Filters
        </Typography>
        {(wide || drawn) && (
          <Stack spacing={3}>
            {children}
            <Button variant="text" onClick={onClear} sx={{ alignSelf: 'flex-start' }}>
              Clear Filters
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
