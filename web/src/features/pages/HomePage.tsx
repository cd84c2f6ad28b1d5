import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import LaptopIcon from '@mui/icons-material/Laptop';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { RouterLink } from '../../components/RouterLink';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useAuth } from '../../app/auth/authContext';
import { NewListings } from '../products/browse/NewListings';
import { CategoryGrid } from './categories';

export default function HomePage() {
  useDocumentTitle('');
  const { user } = useAuth();
  return (
    <>
      <Box
        id="home"
        component="section"
        aria-labelledby="home-title"
        sx={{
          scrollMarginTop: 80,
          py: { xs: 5, sm: 8 },
          background: 'linear-gradient(135deg, var(--mui-palette-primary-dark) 0%, var(--mui-palette-primary-main) 100%)',
          color: '#FFFFFF',
          '.dark &': { background: 'linear-gradient(135deg, #0B3B35 0%, #14554C 100%)' },
        }}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Box sx={{ flex: 1 }}>
          <Typography id="home-title" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.75rem' }, maxWidth: 640 }}>
            Buy and sell on campus, from students you can meet.
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 560, fontSize: '1.1rem', opacity: 0.92 }}>
            Textbooks, electronics, hostel essentials and services, listed by verified students of your college and reviewed before they go live.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={user ? '/user-products/upload' : '/signup'}
              sx={{ bgcolor: '#FFFFFF', color: '#00524A', '&:hover': { bgcolor: '#E6F4F1' } }}
            >
              {user ? 'Sell something' : 'Join with your registration id'}
            </Button>
            <Button variant="outlined" size="large" href="#categories" sx={{ color: '#FFFFFF', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255,255,255,0.08)' } }}>
              Browse categories
            </Button>
          </Stack>
          </Box>
          <Box aria-hidden sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: 'repeat(2, 112px)', gap: 2, transform: 'rotate(-6deg)' }}>
            {[MenuBookIcon, LaptopIcon, PedalBikeIcon, CheckroomIcon].map((Icon, i) => (
              <Box key={i} sx={{ width: 112, height: 112, borderRadius: 4, bgcolor: 'rgba(255,255,255,0.12)', border: '1px solid rgba(255,255,255,0.25)', display: 'grid', placeItems: 'center' }}>
                <Icon sx={{ fontSize: 52, color: i % 2 ? '#FFD166' : '#FFFFFF' }} />
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, sm: 6 } }}>
        <Box id="categories" component="section" aria-labelledby="categories-title" sx={{ scrollMarginTop: 80 }}>
          <Typography id="categories-title" variant="h2" sx={{ mb: 3 }}>
            Shop by Categories
          </Typography>
          <CategoryGrid />
        </Box>

        <Box id="new" component="section" aria-labelledby="new-title" sx={{ mt: 6, scrollMarginTop: 80 }}>
          <Typography id="new-title" variant="h2" sx={{ mb: 2 }}>
            New on Campus Market
          </Typography>
          <NewListings />
        </Box>

        <Box id="about" component="section" aria-labelledby="about-title" sx={{ mt: 6, scrollMarginTop: 80 }}>
          <Typography id="about-title" variant="h2" sx={{ mb: 2 }}>
            About Campus Market
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
            Campus Market is the college&apos;s own second-hand marketplace. Every seller signs up with a registration id and a verified email, every listing is checked by a moderator,
            and you deal face to face on campus: no shipping, no strangers.{' '}
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
