import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { formatDate } from '../../lib/dates';

const links = [
  { label: 'Contact', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'About', to: '/about' },
  // The documented "contribute" placeholder: for now, the About page's section on helping out.
  { label: 'Contribute', to: '/about#contribute' },
];

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        py: 3,
        // While the page's code loads (AppLayout's route fallback) the footer would sit at the
        // bottom of the screen, then jump below the page: a layout shift. Hidden until then.
        'main:has(> [data-route-loading]) ~ &': { visibility: 'hidden' },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'space-between',
          alignItems: { sm: 'center' },
        }}
      >
        <Typography color="text.secondary" variant="body2">
          © {formatDate(Date.now(), 'year')} Campus Market · by students, for students
        </Typography>
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0, ml: { sm: -1 } }}
        >
          {links.map(({ label, to }) => (
            <Link
              key={label}
              component={RouterLink}
              to={to}
              color="text.secondary"
              variant="body2"
              // Each link's own box is a 44 px touch target (docs/product.md#screens).
              sx={{
                fontWeight: 600,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: 44,
                minWidth: 44,
                '&:hover': { color: 'primary.main' },
              }}
            >
              {label}
            </Link>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
