import type { ChatMessageFieldsFragment, ConversationRowFieldsFragment } from '../../graphql/generated-lazy';
import { formatDate } from '../../lib/dates';

export const SAFETY_TIP = 'Meet in a public place on campus and never pay in advance.';
export const FLAG_WARNING = 'Never pay before you have seen the item';
export const EMPTY_INBOX = 'Message a seller from a listing’s page';
export const LISTING_REMOVED = 'Listing removed';
export const FIRST_MESSAGE = 'Hi! Is this still available?';
/** The longest message the server takes; the composer checks it before sending. */
export const MESSAGE_MAX = 2000;
export const SEND_ERROR = 'Could not send the message.';
export const INBOX_ERROR = 'Error fetching your conversations.';
export const THREAD_ERROR = 'Error fetching the conversation.';

/** The member on the other side of a conversation from the signed-in one. */
export function otherMember(conversation: Pick<ConversationRowFieldsFragment, 'myRole' | 'buyer' | 'seller'>) {
  return conversation.myRole === 'BUYING' ? conversation.seller : conversation.buyer;
}

/** The other member's name; null when their account is gone, and the thread stays readable. */
export const memberName = (member: { name: string } | null | undefined): string => member?.name ?? 'A former member';

/** The listing's title and picture, kept by the conversation when the listing itself is gone. */
export function listingOf(
  conversation: Pick<ConversationRowFieldsFragment, 'product' | 'productTitle' | 'productPicture'>,
) {
  const { product } = conversation;
  return {
    title: product?.title ?? conversation.productTitle,
    picture: product?.images[0]?.thumbnail ?? conversation.productPicture ?? null,
    removed: !product,
  };
}

/** One line of a message for the inbox: its text, else what kind of message it is. */
export function messagePreview(message: ChatMessageFieldsFragment | null | undefined): string {
  if (!message) return '';
  if (message.text) return message.text.replace(/\s+/g, ' ');
  return message.images.length ? 'Photo' : '';
}

/** The text a message composer refuses before sending, or null when it may go. */
export function checkMessage(text: string): string | null {
  if (!text.trim()) return 'Write a message first.';
  if (text.length > MESSAGE_MAX) return `A message is at most ${MESSAGE_MAX} characters.`;
  return null;
}

/** The day a message was sent, as the separators between days show it. */
export function dayOf(at: string): string {
  return formatDate(at, 'date');
}
