import type { ReactNode } from 'react';
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
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useLocation } from '../../../lib/router';
import type { ProductDetailFieldsFragment } from '../../../graphql/generated';
import type { FromState } from '../../../lib/auth/fromPath';
import { RouterLink } from '../../../components/RouterLink';
import { DEFAULT_AVATAR } from '../../../lib/defaultPictures';
import { instagramLink, whatsAppLink } from '../../../lib/contactLinks';
import { MessageSellerButton } from '../../../components/chat/MessageSellerButton';
import { MakeOfferButton } from '../../../components/chat/MakeOfferButton';

interface Props {
  product: ProductDetailFieldsFragment;
  /** The viewer: a visitor, signed in with the email still unverified, or verified. */
  viewer: 'visitor' | 'unverified' | 'verified';
  /** Whether the viewer may write to the seller here (signed in, and not the seller): the first way to reach them. */
  canMessage?: boolean;
}

/**
 * The seller, linking to their profile, and the ways to reach them. The server leaves the contact
 * fields out (contactHidden) where the privacy rule says so; a visitor is then asked to sign in.
 */
export function SellerBlock({ product, viewer, canMessage = false }: Props) {
  const { seller } = product;
  const location = useLocation();
  const chat = whatsAppLink(seller.whatsAppNumber, product.title, product.effectivePrice);
  const instagram = instagramLink(seller.instagramHandle);
  // Sign-in comes back here, as the wishlist heart does.
  const from: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="seller-title" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id="seller-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        Seller
      </Typography>
      <Link
        component={RouterLink}
        to={`/profile/${product.sellerId}`}
        underline="hover"
        color="inherit"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}
      >
        <Avatar
          src={seller.profilePic ?? DEFAULT_AVATAR}
          alt=""
          sx={{ width: 48, height: 48, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {(seller.name.trim()[0] ?? 'U').toUpperCase()}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{seller.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            View profile
          </Typography>
        </Box>
      </Link>

      {canMessage && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <MessageSellerButton productId={product.id} productTitle={product.title} size="medium" />
          {viewer === 'verified' && (
            <MakeOfferButton
              productId={product.id}
              productTitle={product.title}
              maxAmount={product.effectivePrice}
              size="medium"
            />
          )}
        </Box>
      )}
      {seller.contactHidden && viewer === 'visitor' ? (
        <Prompt
          icon={<LockOutlinedIcon aria-hidden fontSize="small" />}
          text="Log in to view seller details and contact options"
        >
          <Button variant="contained" component={RouterLink} to="/login" state={from}>
            Log in to continue
          </Button>
        </Prompt>
      ) : seller.contactHidden && viewer === 'unverified' ? (
        <Prompt
          icon={<MarkEmailReadOutlinedIcon aria-hidden fontSize="small" />}
          text="Verify your email to view seller details and contact options"
        >
          <Button variant="contained" component={RouterLink} to="/verify-email">
            Verify your email
          </Button>
        </Prompt>
      ) : chat || instagram ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          {chat && (
            <Button
              variant="contained"
              color="success"
              startIcon={<WhatsAppIcon />}
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
            >
              Chat on WhatsApp
            </Button>
          )}
          {instagram && (
            <Button
              variant="outlined"
              startIcon={<InstagramIcon />}
              href={instagram}
              target="_blank"
              rel="noopener noreferrer"
            >
              Instagram
            </Button>
          )}
        </Stack>
      ) : (
        <Prompt
          icon={<InfoOutlinedIcon aria-hidden fontSize="small" />}
          text="This seller has not shared any contact details yet. Check back later."
        />
      )}
    </Paper>
  );
}

function Prompt({ icon, text, children }: { icon: ReactNode; text: string; children?: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: children ? 1.5 : 0 }}>
        {icon}
        {text}
      </Typography>
      {children}
    </Box>
  );
}
