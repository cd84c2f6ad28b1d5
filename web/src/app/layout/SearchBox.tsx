import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';

/** The words of the search on screen (`/search?query=…`), else nothing. */
function useCurrentQuery(): string {
  const { pathname, search } = useLocation();
  return pathname === '/search' ? (new URLSearchParams(search).get('query') ?? '') : '';
}

interface Props {
  id: string;
  /** The phone's search opens on a tap: the field takes the focus then. */
  autoFocus?: boolean;
  /** After a search was started (the phone's search folds away). */
  onSearch?: () => void;
  /** Escape in the field (the phone's search folds away). */
  onCancel?: () => void;
}

/**
 * docs/product.md#screens (Top bar): Enter or the button searches; blank (after trimming) is
 * ignored. The field shows the words of the current search, so they can be corrected
 * (docs/product.md#departures-from-the-specification); on any other page it is empty.
 */
export function SearchBox({ id, autoFocus, onSearch, onCancel }: Props) {
  const current = useCurrentQuery();
  const [text, setText] = useState(current);
  // The field follows the address: a new search, the back button, leaving the search page.
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    setText(current);
  }
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(`/search?query=${encodeURIComponent(query)}`);
    onSearch?.();
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      onKeyDown={keyDown}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        minWidth: 0,
        borderRadius: 999,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        pl: 2,
        '&:focus-within': { borderColor: 'primary.main', boxShadow: '0 0 0 2px var(--mui-palette-primary-main)' },
      }}
    >
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        Search products
      </Box>
      <InputBase
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search products…"
        autoFocus={autoFocus}
        // The field's own box is the 44 px touch target (docs/product.md#screens).
        sx={{ flex: 1, minWidth: 0, '& .MuiInputBase-input': { py: '10.5px' } }}
        inputProps={{ type: 'search', enterKeyHint: 'search' }}
      />
      <IconButton type="submit" aria-label="Search" size="small" sx={{ mr: 0.25 }}>
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
