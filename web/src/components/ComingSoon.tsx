import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { RouterLink } from './RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

/** Placeholder for a screen a later release fills in; the route and its guard are already real. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}
      >
        <ConstructionIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} />
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>Coming soon</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description ?? 'We are still building this part of Campus Market. Check back shortly.'}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          Go Home
        </Button>
      </Paper>
    </Box>
  );
}
