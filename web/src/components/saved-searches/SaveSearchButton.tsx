import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SavedSearchIcon from '@mui/icons-material/SavedSearchOutlined';
import type { SavedSearchFilter } from '../../graphql/generated-lazy';
import { useAuth } from '../../lib/auth/authContext';
import type { FromState } from '../../lib/auth/fromPath';
import { lazyWithRetry } from '../../lib/lazyWithRetry';

// The naming form (MUI's dialog and text field, the mutation) loads on the first press: the
// search and category pages show the button to every visitor, and few of them save.
const SaveSearchDialog = lazyWithRetry('SaveSearchDialog', () =>
  import('./SaveSearchDialog').then((module) => ({ default: module.SaveSearchDialog })),
);

/**
 * "Save this search" on the search and category pages: a small dialog for the name, prefilled
 * (`defaultName`), saving the page's `filter` (SaveSearchDialog). A visitor goes to /login and
 * comes back; an unverified user to /verify-email.
 */
export function SaveSearchButton({
  filter,
  defaultName,
  compact = false,
}: {
  filter: SavedSearchFilter;
  defaultName: string;
  /** On a phone, the icon alone (44 px square), for a crowded row; the name stays its accessible name. */
  compact?: boolean;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // How many times it was opened: each opening is a fresh form (prefilled again), drawn from the
  // first on so that it can close with its transition.
  const [opened, setOpened] = useState(0);

  const start = () => {
    if (!user) {
      const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      void navigate('/login', { state });
    } else if (!user.isVerified) void navigate('/verify-email');
    else {
      setOpened((count) => count + 1);
      setOpen(true);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<SavedSearchIcon />}
        onClick={start}
        aria-label="Save this search"
        sx={{
          minHeight: 44,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          ...(compact && {
            minWidth: 44,
            px: { xs: 0, sm: 2 },
            '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
          }),
        }}
      >
        <Box component="span" sx={compact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
          Save this search
        </Box>
      </Button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            key={opened}
            filter={filter}
            defaultName={defaultName}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
