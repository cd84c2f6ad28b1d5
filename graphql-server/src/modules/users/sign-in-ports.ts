import type { RequestContext } from '../../core/request-context';
import type { END } from '../../lib/map-async';
import type { UserEntity } from './user.entity';

/*
 * What the account services need of sign-in. modules/auth builds on the accounts (its sessions,
 * codes and links belong to a user), so users names here what it calls and the wiring hands it
 * auth's services: users never imports auth, and the two cannot grow into each other.
 */

/** What a six-digit email code answers when refused: the sign-up code's and a new address's alike. */
export const VERIFY_MESSAGES = {
  wrong: 'Incorrect code. Check the latest email and try again.',
  voided: 'Too many wrong codes. Request a new code.',
  expired: 'This code has expired or was already used. Request a new code.',
  blockedToday: 'Too many wrong codes today. Try again tomorrow.',
  format: 'Enter the 6-digit code from the email',
} as const;

/** The codes mailed to an address (auth's VerificationService). */
export interface EmailCodes {
  /** Mails a new code (to `to`, else the account's email); resolves to the seconds before another may be asked. */
  issue(user: UserEntity, opts?: { ignoreCooldown?: boolean; to?: string }): Promise<number>;
  /** Checks a code sent to `address` (the account's email by default); throws when it is refused. */
  verify(user: UserEntity, rawCode: string, address?: string): Promise<void>;
}

/** The account's signed-in sessions (auth's SessionsService). */
export interface AccountSessions {
  /** A subscription's events for as long as the connection's session or token lasts (`END` ends it). */
  whileLive<T, U>(
    ctx: RequestContext,
    events: AsyncIterator<T>,
    map: (event: T) => U | typeof END | Promise<U | typeof END>,
  ): AsyncIterableIterator<U>;
  /** Ends every session of a user, or all but one. */
  destroyAllForUser(userId: string, exceptSessionId?: string): Promise<void>;
}

/** The password reset links mailed to an account (auth's PasswordResetService). */
export interface ResetLinks {
  /** Voids every link still open, e.g. once the address it went to is no longer the account's. */
  revokeAllForUser(userId: string): Promise<void>;
}
