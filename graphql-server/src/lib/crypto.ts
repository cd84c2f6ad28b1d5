import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A six-digit code from the CSPRNG, leading zeros kept. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Keyed hash for tokens and codes stored server-side: a stolen table gives neither usable session
 * tokens nor (without the secret) a cheap offline search of the six-digit codes.
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(purpose).update('\0').update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
