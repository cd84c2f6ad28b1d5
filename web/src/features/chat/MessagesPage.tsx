import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from '../../lib/router';
import { RouterLink } from '../../components/RouterLink';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Inbox } from './Inbox';
import { ConversationThread } from './Thread';

/**
 * /messages and /messages/{id}: on a phone the inbox or one thread; from 1200 px both side by
 * side, the inbox on the left and the open thread beside it.
 */
export default function MessagesPage() {
  const { id } = useParams();
  useDocumentTitle('Messages');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });

  const inbox = (
    <Box component="section" aria-label="Inbox" sx={{ minWidth: 0 }}>
      <Inbox selectedId={id} />
    </Box>
  );
  const thread = id ? (
    <Box component="section" aria-label="Conversation" sx={{ minWidth: 0, height: { lg: 'calc(100vh - 180px)' } }}>
      {!wide && (
        <Button component={RouterLink} to="/messages" startIcon={<ArrowBackIcon />} sx={{ minHeight: 44, mb: 1 }}>
          All messages
        </Button>
      )}
      <ConversationThread key={id} id={id} />
    </Box>
  ) : (
    <Box sx={{ display: { xs: 'none', lg: 'grid' }, placeItems: 'center', color: 'text.secondary' }}>
      <Typography>Choose a conversation.</Typography>
    </Box>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2, ...(id && !wide && { display: 'none' }) }}>
        Messages
      </Typography>
      {wide ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '380px 1fr', gap: 3, alignItems: 'start' }}>
          {inbox}
          {thread}
        </Box>
      ) : id ? (
        thread
      ) : (
        inbox
      )}
    </Container>
  );
}
