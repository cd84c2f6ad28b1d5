import { CenteredMessage } from './CenteredMessage';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RouterLink } from './RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <CenteredMessage minHeight="55vh">
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: '5rem', sm: '7rem' }, fontWeight: 900, lineHeight: 1, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1">
        Oops! Page not found.
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to="/">
        Go Home
      </Button>
    </CenteredMessage>
  );
}
