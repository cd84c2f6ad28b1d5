import type {
  ChatMessageFieldsFragment,
  ConversationRowFieldsFragment,
  OfferStatus,
} from '../../graphql/generated-lazy';
import { formatDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';

export const SAFETY_TIP = 'Meet in a public place on campus and never pay in advance.';
export const FLAG_WARNING = 'Never pay before you have seen the item';
export const EMPTY_INBOX = 'Message a seller from a listing’s page';
export const LISTING_REMOVED = 'Listing removed';
export const FIRST_MESSAGE = 'Hi! Is this still available?';
/** The first message of a conversation the product page's offer opens. */
export const OFFER_OPENING = 'Hi! I would like to make an offer.';
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
  if (message.offer) return `Offer: ${formatRupees(message.offer.amount)}`;
  return message.images.length ? 'Photo' : '';
}

/** The text a message composer refuses before sending, or null when it may go. */
export function checkMessage(text: string, withImages = false): string | null {
  if (!text.trim() && !withImages) return 'Write a message first.';
  if (text.length > MESSAGE_MAX) return `A message is at most ${MESSAGE_MAX} characters.`;
  return null;
}

/** The day a message was sent, as the separators between days show it. */
export function dayOf(at: string): string {
  return formatDate(at, 'date');
}

/** Pictures one message may carry; the server refuses a fifth. */
export const MESSAGE_IMAGES_MAX = 4;

/**
 * Why an offer's amount is refused, in the server's words (it checks the same rules and its 400
 * is shown on the field as it comes).
 */
export const OFFER_MESSAGES = {
  required: 'Enter an amount',
  notANumber: 'Offer must be a number',
  positive: 'An offer must be more than ₹0',
  decimals: 'Offer may have at most two decimals',
  aboveMax: (max: number) => `An offer is at most the price, ${formatRupees(max)}`,
} as const;

export const OFFER_ERROR = 'Could not send the offer.';
export const ANSWER_ERROR = 'Could not answer the offer.';

/** The amount an offer field holds, or why it cannot be sent (`max`: the listing's effectivePrice). */
export function checkOfferAmount(raw: string, max: number): string | null {
  const text = raw.trim();
  if (!text) return OFFER_MESSAGES.required;
  if (!/^-?\d*(\.\d*)?$/.test(text) || text === '.' || text === '-') return OFFER_MESSAGES.notANumber;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return OFFER_MESSAGES.notANumber;
  if (amount <= 0) return OFFER_MESSAGES.positive;
  if (/\.\d{3,}$/.test(text)) return OFFER_MESSAGES.decimals;
  if (amount > max) return OFFER_MESSAGES.aboveMax(max);
  return null;
}

/** What an offer's status reads as on its card. */
export const OFFER_STATUS_LABEL: Record<OfferStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
  EXPIRED: 'Expired',
  SUPERSEDED: 'Replaced by a newer offer',
};
