import type { MessageFlagValue } from './conversation.entity';

// A UPI id: a handle, "@", then a bank's short name without a dot (an email's domain has one).
const UPI = /(?:^|[^\w.@-])[\w.-]{2,}@[a-z][a-z0-9]{1,}(?![\w.@-])/i;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|in|net|org|io|me|ly|co|app|link|info|xyz)(?:\/\S*)?\b/i;
// Ten or more digits, allowing spaces, dashes, dots and a leading +91 between them.
const PHONE = /(?:\+?\d[\s.-]?){10,}/;

/**
 * What a message carries that a scam would want: contact details taking the deal outside the
 * app (a phone number, an email address), a link, a payment handle. The recipient is shown a
 * warning under a flagged message; the message itself is sent as written.
 */
export function messageFlags(text: string): MessageFlagValue[] {
  const flags: MessageFlagValue[] = [];
  if (PHONE.test(text) || EMAIL.test(text)) flags.push('CONTACT');
  if (LINK.test(text)) flags.push('LINK');
  if (UPI.test(text)) flags.push('PAYMENT');
  return flags;
}
