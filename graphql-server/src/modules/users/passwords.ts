import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { addressGroup } from '../../lib/address-group';
import { FairQueue, type FairQueueOptions } from '../../lib/fair-queue';
import { DEFAULT_LIMITS } from '../../core/limits';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

function loadCommonPasswords(): Set<string> {
  // Next to this file once built (the build copies it), or in src when run from the sources.
  const candidates = [
    path.join(__dirname, 'common-passwords.txt'),
    path.join(__dirname, '..', '..', '..', 'src', 'modules', 'users', 'common-passwords.txt'),
  ];
  const file = candidates.find((f) => fs.existsSync(f));
  if (!file) throw new Error(`common-passwords.txt not found (looked in ${candidates.join(', ')})`);
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith('#')),
  );
}

let common: Set<string> | null = null;

/** The password policy (docs/product.md#accounts): 8 to 128 characters, no composition rules, not a well-known password. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  common ??= loadCommonPasswords();
  if (common.has(password.toLowerCase())) return 'This password is too common. Choose one that is harder to guess';
  return null;
}

/** Whose hash it is, for the queue's shares: work of the server itself (the demo seed), not a client's. */
export const SERVER_CLIENT = 'server';

/**
 * scrypt hashes in a self-describing format `scrypt$logN$r$p$salt$hash`, so that raising the
 * cost later still verifies old hashes.
 *
 * Every scrypt run (hash, verify and the dummy verify) goes through one fair queue, on behalf of a
 * client address (the request context's, by the TRUST_PROXY rule): a burst of sign-ins cannot fill
 * Node's thread pool and stall everyone else, one address gets at most its share of the line, and
 * an address whose password was wrong lately waits behind the others (see FairQueue).
 */
export class PasswordHasher {
  private readonly dummy: Promise<string>;
  private readonly queue: FairQueue;

  constructor(
    private readonly logN: number,
    queue: FairQueueOptions = DEFAULT_LIMITS.passwordHashing,
  ) {
    this.queue = new FairQueue(queue);
    // Ready before the first unknown-account login, so that one is not slower than the rest.
    // Computed outside the queue: it runs once, at start, before any request.
    this.dummy = this.derive(randomBytes(12).toString('base64'));
  }

  /** A new hash of `password`, computed in `client`'s turn (the caller's address). */
  async hash(password: string, client: string): Promise<string> {
    return this.queue.run(addressGroup(client), () => this.derive(password));
  }

  /** Whether `password` matches `stored`; a mismatch puts `client` behind the others for a while. */
  async verify(password: string, stored: string, client: string): Promise<boolean> {
    const [scheme, logN, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await this.queue.run(addressGroup(client), () =>
      scrypt(
        password.normalize('NFC'),
        Buffer.from(salt, 'base64'),
        expected.length,
        this.options(Number(logN), Number(r), Number(p)),
      ),
    );
    const ok = timingSafeEqual(key, expected);
    if (!ok) this.queue.noteFailure(addressGroup(client));
    return ok;
  }

  /** A new hash at the current cost. */
  private async derive(password: string): Promise<string> {
    const salt = randomBytes(16);
    const r = 8;
    const p = 1;
    const key = await scrypt(password.normalize('NFC'), salt, 32, this.options(this.logN, r, p));
    return ['scrypt', this.logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** Spends the time of a real check when the account does not exist, so timing reveals nothing. */
  async verifyDummy(password: string, client: string): Promise<false> {
    await this.verify(password, await this.dummy, client);
    return false;
  }

  private options(logN: number, r: number, p: number): ScryptOptions {
    const N = 2 ** logN;
    return { N, r, p, maxmem: 128 * N * r * 2 };
  }
}
