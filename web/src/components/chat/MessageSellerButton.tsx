import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { useNavigate } from '../../lib/router';
import { StartConversationDocument } from '../../graphql/generated-lazy';
import { Composer } from './Composer';
import { FIRST_MESSAGE, SAFETY_TIP } from './chatText';

/**
 * The product page's first action for a member who is not the seller: a composer with a first
 * question written in; sending starts the conversation (or adds to the one already open about this
 * listing, which the server returns) and goes to it.
 */
export function MessageSellerButton({
  productId,
  productTitle,
  sx,
  size = 'large',
}: {
  productId: string;
  productTitle: string;
  sx?: ButtonProps['sx'];
  size?: ButtonProps['size'];
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [start] = useMutation(StartConversationDocument);

  const send = async (text: string) => {
    const result = await start({ variables: { input: { productId, text } } });
    const id = result.data?.startConversation.conversation.id;
    if (id) void navigate(`/messages/${id}`);
  };

  return (
    <>
      <Button
        variant="contained"
        size={size}
        startIcon={<ChatOutlinedIcon />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 48, ...sx }}
      >
        Message seller
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="message-seller-title">
        <DialogTitle id="message-seller-title">Message the seller of “{productTitle}”</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {SAFETY_TIP}
          </Typography>
          <Composer onSend={send} initialText={FIRST_MESSAGE} autoFocus />
        </DialogContent>
      </Dialog>
    </>
  );
}
