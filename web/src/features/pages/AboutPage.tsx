import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import RecyclingIcon from '@mui/icons-material/Recycling';
import { PageContainer } from '../../components/PageContainer';
import { RouterLink } from '../../components/RouterLink';
import { site } from '../../lib/site';

const pillars = [
  {
    icon: VerifiedUserOutlinedIcon,
    title: 'Only verified students',
    text: 'Every account starts from a college registration id and a verified email, so you know who you are dealing with.',
  },
  {
    icon: GavelOutlinedIcon,
    title: 'Every listing reviewed',
    text: 'Moderators check each listing before it goes public and act on reports, keeping scams and banned items out.',
  },
  {
    icon: RecyclingIcon,
    title: 'Things stay in use',
    text: 'Textbooks, lab gear and hostel essentials pass from one batch to the next instead of ending up in a bin.',
  },
];

export default function AboutPage() {
  return (
    <PageContainer title="About Campus Market" subtitle="The second-hand marketplace of our college.">
      <Typography sx={{ lineHeight: 1.8, mb: 3 }}>
        Every semester, students graduating or moving hostels throw away things others are about to buy new: books,
        calculators, cycles, mattresses, coolers. {site.name} connects them. Sellers list an item in a minute with
        photos and a price; buyers browse by category or search, save favourites to a wishlist and contact the seller on
        WhatsApp or Instagram to meet on campus.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}>
        {pillars.map(({ icon: Icon, title, text }) => (
          <Paper key={title} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
            <Icon aria-hidden sx={{ color: 'primary.main', fontSize: 36, mb: 1 }} />
            <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        How it works
      </Typography>
      <Box component="ol" sx={{ pl: 3, mb: 4, '& li': { mb: 1, lineHeight: 1.7 } }}>
        <li>
          <Link underline="always" component={RouterLink} to="/signup">
            Sign up
          </Link>{' '}
          with your registration id and verify your email with the code we send.
        </li>
        <li>
          Add a phone, WhatsApp or Instagram contact so buyers can reach you, and choose whether visitors may see it.
        </li>
        <li>List what you want to sell. A moderator approves it, and it shows up for everyone.</li>
        <li>Agree on a price, meet in a public spot on campus and hand it over.</li>
      </Box>
      <Box id="contribute" sx={{ scrollMarginTop: 80 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Contribute
        </Typography>
        <Typography sx={{ lineHeight: 1.7 }}>
          {site.name} is built and run by student volunteers. Want to help with code, design, moderation or spreading
          the word? Write to{' '}
          <Link underline="always" href={`mailto:${site.supportEmail}?subject=Contribute`}>
            {site.supportEmail}
          </Link>
          .
        </Typography>
      </Box>
    </PageContainer>
  );
}
