import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InstagramIcon from '@mui/icons-material/Instagram';
import LoginIcon from '@mui/icons-material/Login';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useLocation } from '../../../lib/router';
import type { ProductDetailFieldsFragment } from '../../../graphql/generated';
import type { FromState } from '../../../lib/auth/fromPath';
import { instagramLink, whatsAppLink } from '../../../lib/contactLinks';
import { Price } from '../../../components/product/Price';
import { RouterLink } from '../../../components/RouterLink';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { MessageSellerButton } from '../../../components/chat/MessageSellerButton';
import { MakeOfferButton } from '../../../components/chat/MakeOfferButton';

interface Props {
  product: ProductDetailFieldsFragment;
  /** Whether the running discount shows (the page's clock decides, as for the price above). */
  discounted: boolean;
  /** The viewer: signed out, signed in with the email still unverified, verified, or the seller. */
  viewer: 'visitor' | 'unverified' | 'verified' | 'seller';
  /** Whether the viewer may write to the seller here: Message seller comes first, the other ways beside it. */
  canMessage?: boolean;
}

/** Every button of the bar: 48 px tall, at least the 44 px a thumb needs. */
const TOUCH = { minHeight: 48, minWidth: 48 } as const;

/**
 * The product page's bottom bar on phones and tablets (below `md`, where the seller block sits
 * far down the one column; from `md` the facts and the seller sit beside the photos): the price,
 * always, and the one thing to do next. Contact seller opens WhatsApp (Instagram when that is all
 * the seller shares, and beside it when they share both); signed out, Log in to contact, which
 * comes back here; the seller gets Edit My Product. It is sticky, not fixed: it rides at the bottom
 * of the screen while the page scrolls and comes to rest at the end of the page, above the footer,
 * so it never hides the last of the content or the footer's links.
 */
export function ContactBar({ product, discounted, viewer, canMessage = false }: Props) {
  return (
    <Box
      role="region"
      aria-label="Price and contact"
      data-testid="contact-bar"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        alignItems: 'center',
        gap: 1.5,
        // Edge to edge: the page container's gutters are 16 px, 24 px from sm.
        mx: { xs: -2, sm: -3 },
        mt: 4,
        px: { xs: 2, sm: 3 },
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.12)',
      }}
    >
      {/* The price never shrinks under its digits: at 320 px the button gives way (its label wraps). */}
      <Box sx={{ flex: '1 0 auto' }}>
        <Price price={product.price} effectivePrice={product.effectivePrice} discounted={discounted} />
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {canMessage && <MessageSellerButton productId={product.id} productTitle={product.title} sx={TOUCH} />}
        {canMessage && viewer === 'verified' && (
          <MakeOfferButton
            productId={product.id}
            productTitle={product.title}
            maxAmount={product.effectivePrice}
            sx={TOUCH}
          />
        )}
        <Action product={product} viewer={viewer} canMessage={canMessage} />
      </Box>
    </Box>
  );
}

function Action({ product, viewer, canMessage }: Omit<Props, 'discounted'>) {
  const location = useLocation();
  if (viewer === 'seller') {
    return (
      <Button
        variant="outlined"
        size="large"
        startIcon={<EditOutlinedIcon />}
        component={RouterLink}
        to={`/edit-product/${product.id}`}
        sx={TOUCH}
      >
        Edit My Product
      </Button>
    );
  }
  if (viewer === 'visitor') {
    // Sign-in comes back to this product, as the seller block's and the wishlist heart's do.
    const from: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return (
      <Button
        variant="contained"
        size="large"
        startIcon={<LoginIcon />}
        component={RouterLink}
        to="/login"
        state={from}
        sx={TOUCH}
      >
        Log in to contact
      </Button>
    );
  }
  const { seller } = product;
  if (seller.contactHidden && viewer === 'unverified') {
    return (
      <Button
        variant="contained"
        size="large"
        startIcon={<MarkEmailReadOutlinedIcon />}
        component={RouterLink}
        to="/verify-email"
        sx={TOUCH}
      >
        Verify to contact
      </Button>
    );
  }
  const chat = whatsAppLink(seller.whatsAppNumber, product.title, product.effectivePrice);
  const instagram = instagramLink(seller.instagramHandle);
  if (!chat && !instagram) {
    // With the app's own chat beside it, the profile is one button too many for the phone's bar.
    if (canMessage) return null;
    // Nothing to open: the seller's profile is where they may say more.
    return (
      <Button
        variant="outlined"
        size="large"
        startIcon={<PersonOutlinedIcon />}
        component={RouterLink}
        to={`/profile/${product.sellerId}`}
        sx={TOUCH}
      >
        See seller
      </Button>
    );
  }
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
      <Button
        variant="contained"
        color={chat ? 'success' : 'primary'}
        size="large"
        startIcon={chat ? <WhatsAppIcon /> : <InstagramIcon />}
        href={chat ?? instagram ?? undefined}
        {...external}
        sx={TOUCH}
      >
        Contact seller<VisuallyHidden>{chat ? ' on WhatsApp' : ' on Instagram'}</VisuallyHidden>
      </Button>
      {chat && instagram && (
        <IconButton
          href={instagram}
          {...external}
          aria-label="Contact seller on Instagram"
          sx={{ ...TOUCH, border: 1, borderColor: 'divider' }}
        >
          <InstagramIcon />
        </IconButton>
      )}
    </Box>
  );
}
