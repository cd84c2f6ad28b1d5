import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import SavedSearchIcon from '@mui/icons-material/SavedSearchOutlined';
import { SaveSearchDocument, type SavedSearchFilter } from '../../graphql/generated-lazy';
import { useAuth } from '../../lib/auth/authContext';
import type { FromState } from '../../lib/auth/fromPath';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';

/** The longest name the server takes (docs/product.md#saved-searches). */
export const MAX_NAME = 80;

export const SAVE_ERROR = 'Could not save this search.';

/**
 * "Save this search" on the search and category pages: a small dialog for the name, prefilled
 * (`defaultName`), saving the page's `filter`. A visitor goes to /login and comes back; an
 * unverified user to /verify-email. The server's refusal (20 already, an empty filter) is shown
 * as it says it.
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
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveSearchDocument, {
    // The list page asks again next time it opens.
    update: (cache) => void cache.evict({ fieldName: 'savedSearches' }),
  });

  const start = () => {
    if (!user) {
      const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      void navigate('/login', { state });
    } else if (!user.isVerified) void navigate('/verify-email');
    else {
      setName(defaultName.slice(0, MAX_NAME));
      setNameError(null);
      setOpen(true);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Give the search a name');
      return;
    }
    try {
      const result = await save({ variables: { input: { name: name.trim(), filter } } });
      setOpen(false);
      toast({
        title: result.data?.saveSearch.message ?? 'Search saved',
        message: "We'll tell you when new listings match it.",
        variant: 'success',
        action: { label: 'Saved searches', href: '/saved-searches', navigate: (href) => void navigate(href) },
      });
    } catch (error) {
      const info = readError(error, SAVE_ERROR);
      if (info.fields?.name) setNameError(info.fields.name);
      else {
        setOpen(false);
        toast({ title: SAVE_ERROR, message: info.message, variant: 'destructive' });
      }
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
      <Dialog
        open={open}
        onClose={() => !loading && setOpen(false)}
        aria-labelledby="save-search-title"
        fullWidth
        maxWidth="xs"
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id="save-search-title">Save this search</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Find it again under Saved searches, and get a notification when new listings match it.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              label="Name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
              error={!!nameError}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setOpen(false)} disabled={loading} sx={{ minHeight: 44 }}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={loading} sx={{ minHeight: 44 }}>
              {loading ? 'Saving...' : 'Save'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
