import { useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from '../../lib/router';
import { MakeOfferDocument, StartConversationDocument } from '../../graphql/generated-lazy';
import { OFFER_OPENING } from './chatText';
import { OfferDialog } from './OfferDialog';

/**
 * The product page's offer: the conversation about the listing is opened first (or the open one
 * is found, which the server returns), then the offer is made in it, and the buyer goes to the
 * thread to see it. An offer the server refuses stays in the dialog; the conversation is kept so
 * a second try does not open it again. Loaded on the first press: the form's code is not the
 * product page's.
 */
export default function ProductOfferDialog({
  open,
  onClose,
  productId,
  productTitle,
  maxAmount,
}: {
  open: boolean;
  onClose: () => void;
  productId: string;
  productTitle: string;
  maxAmount: number;
}) {
  const navigate = useNavigate();
  const [start] = useMutation(StartConversationDocument);
  const [makeOffer] = useMutation(MakeOfferDocument);
  const conversationId = useRef<string | null>(null);

  const offer = async (amount: number) => {
    if (!conversationId.current) {
      const started = await start({ variables: { input: { productId, text: OFFER_OPENING } } });
      conversationId.current = started.data?.startConversation.conversation.id ?? null;
    }
    const id = conversationId.current;
    if (!id) return;
    await makeOffer({ variables: { input: { conversationId: id, amount } } });
    void navigate(`/messages/${id}`);
  };

  return (
    <OfferDialog open={open} onClose={onClose} productTitle={productTitle} maxAmount={maxAmount} onOffer={offer} />
  );
}
