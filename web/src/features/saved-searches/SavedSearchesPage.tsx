import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import SavedSearchIcon from '@mui/icons-material/SavedSearchOutlined';
import { SavedSearchesDocument, type SavedSearchFieldsFragment } from '../../graphql/generated-lazy';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingView } from '../../components/LoadingView';
import { RetryAlert } from '../../components/RetryAlert';
import { RouterLink } from '../../components/RouterLink';
import { Tooltip } from '../../components/Tooltip';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { useDeleteSavedSearch } from './api/savedSearchMutations';
import { describeFilter } from './describeFilter';

export const LIST_ERROR = 'Error fetching your saved searches.';
export const DELETE_ERROR = 'Could not delete the saved search.';

/**
 * /saved-searches: the user's saved searches, newest first (docs/product.md#saved-searches). Each
 * row opens its search (the whole name is the link) and has a Delete button, which asks first.
 */
export default function SavedSearchesPage() {
  useDocumentTitle('Saved searches');
  const { data, loading, error, refetch } = useQuery(SavedSearchesDocument, { fetchPolicy: 'cache-and-network' });
  const searches = data?.savedSearches;

  let body;
  if (!searches && loading) body = <LoadingView minHeight="30vh" />;
  else if (!searches) body = <RetryAlert message={LIST_ERROR} error={error} onRetry={() => refetch()} />;
  else if (searches.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <SavedSearchIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h3" component="p" sx={{ mt: 1, fontSize: '1.25rem' }}>
          No saved searches yet.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Search or open a category, then choose “Save this search” to be told about new listings.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3, minHeight: 44 }}>
          Browse listings
        </Button>
      </Paper>
    );
  else
    body = (
      <Stack component="ul" aria-label="Saved searches" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {searches.map((s) => (
          <SavedSearchRow key={s.id} search={s} />
        ))}
      </Stack>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Saved searches
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        You get a notification when a new listing matches one of them.
      </Typography>
      {body}
    </Container>
  );
}

function SavedSearchRow({ search }: { search: SavedSearchFieldsFragment }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useDeleteSavedSearch(search);
  const onDelete = async () => {
    try {
      await remove({ variables: { id: search.id } });
      toast({ title: 'Saved search deleted', variant: 'success' });
    } catch (error) {
      setConfirming(false);
      toast({ title: DELETE_ERROR, message: readError(error, DELETE_ERROR).message, variant: 'destructive' });
    }
  };
  return (
    <Paper component="li" variant="outlined" sx={{ borderRadius: 3, display: 'flex', alignItems: 'center' }}>
      <Link
        component={RouterLink}
        to={search.link}
        underline="none"
        sx={{
          flex: 1,
          minWidth: 0,
          minHeight: 64,
          px: 2,
          py: 1.5,
          color: 'inherit',
          display: 'block',
          borderRadius: 3,
          '&:hover .name': { textDecoration: 'underline' },
        }}
      >
        <Typography
          className="name"
          component="span"
          sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {search.name}
        </Typography>
        <Typography component="span" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {describeFilter(search.filter)}
        </Typography>
      </Link>
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete saved search: ${search.name}`}
          onClick={() => setConfirming(true)}
          disabled={loading}
          sx={{ width: 44, height: 44, mr: 1, flexShrink: 0 }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={`Delete “${search.name}”?`}
        message="You will no longer be told about new listings that match it. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={loading}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
