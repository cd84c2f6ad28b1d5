import IconButton from '@mui/material/IconButton';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { Tooltip } from '../../../components/Tooltip';
import { useToast } from '../../../lib/useToast';
import { copyText } from '../../../lib/clipboard';

/** The listing's own address, whatever the page's query or hash: what a link preview is made from. */
export function listingUrl(id: string): string {
  return `${window.location.origin}/product/${id}`;
}

/**
 * docs/product.md#sharing: the phone's share sheet (Web Share API) where the browser has one, else
 * the link is copied and a toast says so. A 44 px target beside the wishlist heart.
 */
export function ShareButton({ product }: { product: { id: string; title: string } }) {
  const toast = useToast();
  const onClick = async () => {
    const url = listingUrl(product.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: product.title, text: `${product.title} on Campus Market`, url });
        return;
      } catch (err) {
        // Closing the share sheet is the user's choice, not an error; anything else falls back to copying.
        if ((err as { name?: string } | null)?.name === 'AbortError') return;
      }
    }
    if (await copyText(url))
      toast({ title: 'Link copied', message: 'Paste it anywhere to share this listing.', variant: 'success' });
    else
      toast({
        title: "Couldn't copy the link",
        message: 'Copy it from the address bar instead.',
        variant: 'destructive',
      });
  };
  return (
    <Tooltip title="Share">
      <IconButton
        aria-label={`Share: ${product.title}`}
        onClick={() => void onClick()}
        sx={{ border: 1, borderColor: 'divider', color: 'text.secondary', width: 44, height: 44, flexShrink: 0 }}
      >
        <ShareOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}
