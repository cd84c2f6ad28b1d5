import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';

/** docs/product.md#screens (Top bar): Enter or the button searches; blank (after trimming) is ignored; the box clears after. */
export function SearchBox({ id }: { id: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(`/search?query=${encodeURIComponent(query)}`);
    setText('');
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        borderRadius: 999,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        pl: 2,
        '&:focus-within': { borderColor: 'primary.main', boxShadow: '0 0 0 2px var(--mui-palette-primary-main)' },
      }}
    >
      <label
        htmlFor={id}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Search products
      </label>
      <InputBase
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search products…"
        sx={{ flex: 1, py: 0.5 }}
        inputProps={{ type: 'search', enterKeyHint: 'search' }}
      />
      <IconButton type="submit" aria-label="Search" size="small" sx={{ mr: 0.5 }}>
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
