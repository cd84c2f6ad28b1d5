import { describe, expect, it } from '@jest/globals';
import { instagramLink, interestMessage, whatsAppLink } from './contactLinks';

describe('contact links', () => {
  it('builds the WhatsApp chat link with the prefilled message', () => {
    const link = whatsAppLink('+91 98123-45678', 'Casio FX-991EX', 999);
    expect(link).toBe(
      `https://wa.me/919812345678?text=${encodeURIComponent(`Hi, I'm interested in your product "Casio FX-991EX" listed for ₹999`)}`,
    );
  });

  it('formats the price for India and takes a bare ten-digit number as Indian', () => {
    expect(interestMessage('Cycle', 12500)).toBe('Hi, I\'m interested in your product "Cycle" listed for ₹12,500');
    expect(whatsAppLink('9812345678', 'x', 1)).toMatch(/^https:\/\/wa\.me\/919812345678\?/);
  });

  it('gives no link without a usable number', () => {
    expect(whatsAppLink(null, 'x', 1)).toBeNull();
    expect(whatsAppLink('12', 'x', 1)).toBeNull();
  });

  it('links an Instagram handle however it was typed', () => {
    expect(instagramLink('@asha.v')).toBe('https://instagram.com/asha.v');
    expect(instagramLink('asha_v')).toBe('https://instagram.com/asha_v');
    expect(instagramLink('https://www.instagram.com/asha_v/?hl=en')).toBe('https://instagram.com/asha_v');
    expect(instagramLink('not a handle')).toBeNull();
    expect(instagramLink(null)).toBeNull();
  });
});
