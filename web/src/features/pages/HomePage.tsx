import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import LaptopIcon from '@mui/icons-material/Laptop';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { RouterLink } from '../../components/RouterLink';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useAuth } from '../../app/auth/authContext';
import { categoryPath, homeCategories } from './categories';

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
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
            {homeCategories.map(({ name, blurb, icon: Icon, color }) => (
              <Card key={name} elevation={0} sx={{ bgcolor: color, color: '#FFFFFF', borderRadius: 3 }}>
                <CardActionArea component={RouterLink} to={categoryPath(name)} sx={{ p: 3, minHeight: 150, display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
                  <Box>
                    <Typography variant="h3" component="span" sx={{ display: 'block' }}>
                      {name}
                    </Typography>
                    <Typography sx={{ mt: 1, opacity: 0.9 }}>{blurb}</Typography>
                  </Box>
                  <Icon aria-hidden sx={{ fontSize: 56, opacity: 0.85 }} />
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>

        <Box id="new" component="section" aria-labelledby="new-title" sx={{ mt: 6, scrollMarginTop: 80 }}>
          <Typography id="new-title" variant="h2" sx={{ mb: 2 }}>
            New on Campus Market
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, display: 'flex', gap: 2, alignItems: 'center', borderRadius: 3 }}>
            <FiberNewIcon aria-hidden sx={{ fontSize: 40, color: 'secondary.main' }} />
            <Typography color="text.secondary">
              Fresh listings will appear here as soon as they are approved. Have something to sell? Create an account and list it in a minute.
            </Typography>
          </Paper>
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
