import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import InstagramIcon from '@mui/icons-material/Instagram';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { ProductDetailFieldsFragment } from '../../../graphql/generated';
import { RouterLink } from '../../../components/RouterLink';
import { instagramLink, whatsAppLink } from './contactLinks';

interface Props {
  product: ProductDetailFieldsFragment;
  signedIn: boolean;
}

/**
 * The seller, linking to their profile, and the ways to reach them. The server leaves the contact
 * fields out (contactHidden) where the privacy rule says so; a visitor is then asked to sign in.
 */
export function SellerBlock({ product, signedIn }: Props) {
  const { seller } = product;
  const chat = whatsAppLink(seller.whatsAppNumber, product.title, product.effectivePrice);
  const instagram = instagramLink(seller.instagramHandle);
  const askToSignIn = seller.contactHidden && !signedIn;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="seller-title" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id="seller-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        Seller
      </Typography>
      <Link component={RouterLink} to={`/profile/${product.sellerId}`} underline="hover" color="inherit" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={seller.profilePic ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {(seller.name.trim()[0] ?? 'U').toUpperCase()}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{seller.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            View profile
          </Typography>
        </Box>
      </Link>

      {askToSignIn ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <LockOutlinedIcon aria-hidden fontSize="small" />
            Login to view seller details and contact options
          </Typography>
          <Button variant="contained" component={RouterLink} to="/login">
            Login to Continue
          </Button>
        </Box>
      ) : (
        (chat || instagram) && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            {chat && (
              <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} href={chat} target="_blank" rel="noopener noreferrer">
                Chat on WhatsApp
              </Button>
            )}
            {instagram && (
              <Button variant="outlined" startIcon={<InstagramIcon />} href={instagram} target="_blank" rel="noopener noreferrer">
                Instagram
              </Button>
            )}
          </Stack>
        )
      )}
    </Paper>
  );
}
