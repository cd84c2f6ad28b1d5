import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import TuneIcon from '@mui/icons-material/Tune';
import { type DrawnOnOpen, useDrawnOnOpen } from '../../../lib/useDrawnOnOpen';
import { whenIdle } from '../../../lib/whenIdle';

const loadSheet = () => import('./FilterSheet');
const FilterSheet = lazy(loadSheet);

/**
 * Whether the filters sit beside the results (900 px and wider) or open in a sheet. A server-rendered
 * page (docs/architecture.md) is drawn for a phone, and hydrates as drawn; a wider window then draws
 * the panel in the place kept for it (FilterPanel), so nothing moves.
 */
export function useWideFilters(): boolean {
  return useMediaQuery(useTheme().breakpoints.up('md'));
}

/** The phone's sheet of filters: open or not, and drawn yet or not. */
export type FilterSheetState = DrawnOnOpen;
export const useFilterSheet = useDrawnOnOpen;

/**
 * The button that opens the filters on a phone (hidden from 900 px, where they sit beside the
 * results); a dot says some are on. `compact`: below 600 px only its icon shows (the name stays
 * "Filters"), where it shares a row with the heading and the sort.
 */
export function FiltersButton({
  sheet,
  active = 0,
  compact = false,
}: {
  sheet: FilterSheetState;
  active?: number;
  compact?: boolean;
}) {
  return (
    <Button
      variant="outlined"
      aria-label={active ? `Filters, ${active} on` : 'Filters'}
      aria-haspopup="dialog"
      aria-expanded={sheet.open}
      onClick={sheet.show}
      sx={{
        display: { xs: 'inline-flex', md: 'none' },
        minWidth: 44,
        px: { xs: compact ? 1.25 : 2, sm: 2 },
        flexShrink: 0,
      }}
    >
      <Badge color="secondary" variant="dot" invisible={!active} aria-hidden>
        <TuneIcon />
      </Badge>
      <Box component="span" aria-hidden sx={{ display: { xs: compact ? 'none' : 'inline', sm: 'inline' }, ml: 1 }}>
        Filters
      </Box>
    </Button>
  );
}

interface Props {
  children: ReactNode;
  onClear: () => void;
  /** The sheet, when the page puts its own FiltersButton (beside the heading); else the panel has one. */
  sheet?: FilterSheetState;
  /** How many filters are on: the button's dot. */
  active?: number;
}

/**
 * The filters: from 900 px a panel beside the results; on phones a sheet from the bottom of the
 * screen (drawn when first opened: folded away, the filters were most of the category page's
 * blocking time on a phone, docs/performance.md), so the results start right below the heading.
 */
export function FilterPanel({ children, onClear, sheet, active }: Props) {
  const wide = useWideFilters();
  const own = useFilterSheet();
  const state = sheet ?? own;
  // The sheet's code (MUI's Drawer) is fetched once the page is idle, not with the page.
  useEffect(() => {
    if (!wide) void whenIdle().then(loadSheet);
  }, [wide]);

  if (!wide)
    return (
      <>
        {/* The panel's place from 900 px, until the panel is drawn there (a server-rendered page's first frame). */}
        <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' }, width: 260, flexShrink: 0 }} />
        {!sheet && (
          <Box sx={{ mb: 2 }}>
            <FiltersButton sheet={own} active={active} />
          </Box>
        )}
        {state.drawn && (
          <Suspense fallback={null}>
            <FilterSheet open={state.open} onClose={state.hide} onClear={onClear}>
              {children}
            </FilterSheet>
          </Suspense>
        )}
      </>
    );
  return (
    <Box component="aside" aria-label="Filters" sx={{ width: 260, flexShrink: 0 }}>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          Filters
        </Typography>
        <Stack spacing={3}>
          {children}
          <Button variant="text" onClick={onClear} sx={{ alignSelf: 'flex-start' }}>
            Clear Filters
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
