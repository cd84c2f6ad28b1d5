import { formatRupees } from './money';

/** The buyer's opening line (docs/product.md#screens, Buyers), with the price as the product page shows it. */
export function interestMessage(title: string, price: number): string {
  return `Hi, I'm interested in your product "${title}" listed for ${formatRupees(price)}`;
}

/**
 * A WhatsApp chat link with the message filled in, or null without a usable number. wa.me wants
 * the number in international form as digits only; a bare ten-digit number is taken as Indian.
 */
export function whatsAppLink(number: string | null | undefined, title: string, price: number): string | null {
  let digits = (number ?? '').replace(/\D/g, '');
  if (digits.length === 10) digits = `91${digits}`;
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(interestMessage(title, price))}`;
}

/** An Instagram profile link from a handle ("@name", "name" or a pasted profile URL), or null. */
export function instagramLink(handle: string | null | undefined): string | null {
  const name = (handle ?? '')
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/[/?#].*$/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(name) ? `https://instagram.com/${name}` : null;
}
