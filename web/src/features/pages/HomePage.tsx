import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { RouterLink } from '../../components/RouterLink';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useAuth } from '../../lib/auth/authContext';
import { wasSignedIn } from '../../lib/auth/sessionHint';
import { NewListings } from '../../components/product/NewListings';
import { CategoryGrid } from './categories';

const band = {
  scrollMarginTop: 80,
  background: 'linear-gradient(135deg, var(--mui-palette-primary-dark) 0%, var(--mui-palette-primary-main) 100%)',
  color: '#FFFFFF',
  '.dark &': { background: 'linear-gradient(135deg, #0B3B35 0%, #14554C 100%)' },
} as const;

const onBand = { bgcolor: '#FFFFFF', color: '#00524A', '&:hover': { bgcolor: '#E6F4F1' } } as const;

/** A visitor's welcome: what the market is and the way in, short enough to leave the listings on screen. */
function VisitorHero() {
  return (
    <Box id="home" component="section" aria-labelledby="home-title" sx={{ ...band, py: { xs: 2, sm: 2.5 } }}>
      <Container maxWidth="lg">
        <Typography id="home-title" variant="h1" sx={{ fontSize: { xs: '1.2rem', sm: '1.75rem' }, lineHeight: 1.25 }}>
          Buy and sell on campus, from students you can meet.
        </Typography>
        <Typography
          sx={{
            mt: 1,
            maxWidth: 960,
            fontSize: { xs: '0.95rem', sm: '1.05rem' },
            opacity: 0.92,
            display: { xs: 'none', sm: 'block' },
          }}
        >
          Textbooks, electronics, hostel essentials and services from verified students, reviewed before they go live.
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: { xs: 1.5, sm: 1.75 }, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/signup" sx={onBand}>
            Join with your registration id
          </Button>
          <Button
            variant="outlined"
            href="#new"
            sx={{
              display: { xs: 'none', sm: 'inline-flex' },
              color: '#FFFFFF',
              borderColor: 'rgba(255,255,255,0.7)',
              '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            See what&apos;s new
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

/** A signed-in student knows the place: one line, and the way to sell. */
function MemberHero() {
  return (
    <Box id="home" component="section" aria-labelledby="home-title" sx={{ ...band, py: 1.25 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
        <Typography
          id="home-title"
          variant="h1"
          sx={{ fontSize: { xs: '1rem', sm: '1.35rem' }, lineHeight: 1.3, minWidth: 0, whiteSpace: 'nowrap' }}
        >
          Buy and sell on campus
        </Typography>
        <Button
          variant="contained"
          size="small"
          component={RouterLink}
          to="/user-products/upload"
          startIcon={<AddIcon />}
          sx={{ ...onBand, flexShrink: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
        >
          {/* On a phone the short label keeps the hero to one line. */}
          Sell
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            &nbsp;something
          </Box>
        </Button>
      </Container>
    </Box>
  );
}

/**
 * The home page opens on the listings (docs/product.md#beyond-the-specification): a short hero, the four category
 * tiles as one row, then the newest listings, four a row on a laptop and two on a phone, the first row's photo,
 * price and title inside the first screen (1280x800 and 360x780: e2e/cards.spec.ts).
 */
export default function HomePage() {
  useDocumentTitle('');
  const { status, user } = useAuth();
  // Until `me` answers, the hero this browser had last time (sessionHint.ts).
  const member = status === 'loading' ? wasSignedIn() : user !== null;
  return (
    <>
      {member ? <MemberHero /> : <VisitorHero />}

      <Container maxWidth="lg" sx={{ pt: { xs: 1.5, sm: 2.5 }, pb: { xs: 4, sm: 6 } }}>
        <Box id="categories" component="section" aria-labelledby="categories-title" sx={{ scrollMarginTop: 80 }}>
          <Typography
            id="categories-title"
            variant="h2"
            sx={{ mb: { xs: 1, sm: 1.5 }, fontSize: { xs: '1.1rem', sm: '1.3rem' } }}
          >
            Shop by Categories
          </Typography>
          <CategoryGrid />
        </Box>

        <Box
          id="new"
          component="section"
          aria-labelledby="new-title"
          sx={{ mt: { xs: 2, sm: 2.5 }, scrollMarginTop: 80 }}
        >
          <Typography
            id="new-title"
            variant="h2"
            sx={{ mb: { xs: 1, sm: 1.5 }, fontSize: { xs: '1.1rem', sm: '1.3rem' } }}
          >
            New on Campus Market
          </Typography>
          <NewListings />
        </Box>

        <Box id="about" component="section" aria-labelledby="about-title" sx={{ mt: 6, scrollMarginTop: 80 }}>
          <Typography id="about-title" variant="h2" sx={{ mb: 2 }}>
            About Campus Market
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
            Campus Market is the college&apos;s own second-hand marketplace. Every seller signs up with a registration
            id and a verified email, every listing is checked by a moderator, and you deal face to face on campus: no
            shipping, no strangers.{' '}
            <Box component={RouterLink} to="/about" sx={{ color: 'primary.main', fontWeight: 600 }}>
              Read more about how it works
            </Box>
            .
          </Typography>
        </Box>
      </Container>
    </>
  );
}
