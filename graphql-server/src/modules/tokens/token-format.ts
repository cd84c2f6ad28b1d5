import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * The secret's shape, GitHub-style, so a secret scanner recognises a leaked one offline:
 * `cmk_` (a user's token) or `cma_` (an app token), 30 base62 characters of randomness
 * (30 * log2(62) ≈ 178 bits), then 6 base62 characters of the CRC32 of those 30.
 */
export const TOKEN_PREFIXES = { user: 'cmk_', app: 'cma_' } as const;
export type TokenKind = keyof typeof TOKEN_PREFIXES;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARS = 30;
const CHECKSUM_CHARS = 6;
const SHAPE = /^(cmk|cma)_([0-9A-Za-z]{30})([0-9A-Za-z]{6})$/;

function base62(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i += 1) {
    out = ALPHABET[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

/** Random base62 characters without modulo bias (bytes >= 248 are dropped). */
function randomBase62(count: number): string {
  let out = '';
  while (out.length < count) {
    for (const b of randomBytes(count * 2)) {
      if (b < 248 && out.length < count) out += ALPHABET[b % 62];
    }
  }
  return out;
}

export function checksum(random: string): string {
  return base62(crc32(random), CHECKSUM_CHARS);
}

export function newTokenSecret(kind: TokenKind): string {
  const random = randomBase62(RANDOM_CHARS);
  return `${TOKEN_PREFIXES[kind]}${random}${checksum(random)}`;
}

/** The kind of a well-formed secret whose checksum holds, else null (no database lookup for typos). */
export function tokenKind(secret: string): TokenKind | null {
  const m = SHAPE.exec(secret);
  if (!m || checksum(m[2]) !== m[3]) return null;
  return m[1] === 'cmk' ? 'user' : 'app';
}

/** Only this is stored: the secret has 178 random bits, so an unkeyed SHA-256 is enough. */
export function tokenHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
