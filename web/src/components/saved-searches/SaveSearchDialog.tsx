import { type FormEvent, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SaveSearchDocument, type SavedSearchFilter } from '../../graphql/generated-lazy';
import { MAX_SAVED_SEARCH_NAME as MAX_NAME } from '../../graphql/serverConstants';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';

const SAVE_ERROR = 'Could not save this search.';

/**
 * The name of a search to save, prefilled with `defaultName` (SaveSearchButton opens it). The
 * server's refusal (20 already, an empty filter) is shown as it says it; a bad name under the field.
 */
export function SaveSearchDialog({
  filter,
  defaultName,
  open,
  onClose,
}: {
  filter: SavedSearchFilter;
  defaultName: string;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState(defaultName.slice(0, MAX_NAME));
  const [nameError, setNameError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveSearchDocument, {
    // The list page asks again next time it opens.
    update: (cache) => void cache.evict({ fieldName: 'savedSearches' }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Give the search a name');
      return;
    }
    try {
      const result = await save({ variables: { input: { name: name.trim(), filter } } });
      onClose();
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
        onClose();
        toast({ title: SAVE_ERROR, message: info.message, variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !loading && onClose()}
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
          <Button onClick={onClose} disabled={loading} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading} sx={{ minHeight: 44 }}>
            {loading ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
