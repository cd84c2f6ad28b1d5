import type { FairQueueOptions } from '../lib/fair-queue';
import type { Limit } from '../lib/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every throttle of the server in one place; the tests shrink some of them. */
export interface Limits {
  loginFailuresPerIp: Limit;
  loginFailuresPerAccount: Limit;
  registerPerIp: Limit;
  rosterLookupPerIp: Limit;
  verifyPerIp: Limit;
  resendPerIp: Limit;
  forgotPerIp: Limit;
  forgotPerEmail: Limit;
  resetPerIp: Limit;
  /** Image uploads per user (counted when a signed-in user starts one, before the file is read). */
  uploadsPerUser: Limit;
  /** Chat messages a member sends (every conversation together), system lines aside. */
  chatMessagesPerMember: Limit;
  /** New conversations a member starts; messages in open ones do not count. */
  conversationsPerMember: Limit;
  /** Verification mail: one per cooldown, `resendPerHour` an hour, per account. */
  resendCooldownMs: number;
  resendPerHour: number;
  codeTtlMs: number;
  wrongTriesPerCode: number;
  wrongTriesPerDay: number;
  resetTokenTtlMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /**
   * Password hashing (scrypt, 128 MB each at the production cost) runs at most `concurrency` at
   * once with `waiting` more queued, at most `perClient` of them from one address, served in turn
   * across addresses, those with a failure in the last `failureMemoryMs` last (lib/fair-queue.ts).
   * Node's thread pool has 4 threads shared with file and DNS work, so 2 leave room for the rest.
   */
  passwordHashing: FairQueueOptions;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerIp: { limit: 10, windowMs: MINUTE },
  loginFailuresPerAccount: { limit: 100, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 30, windowMs: 10 * MINUTE },
  rosterLookupPerIp: { limit: 60, windowMs: MINUTE },
  verifyPerIp: { limit: 30, windowMs: MINUTE },
  resendPerIp: { limit: 30, windowMs: HOUR },
  forgotPerIp: { limit: 20, windowMs: HOUR },
  forgotPerEmail: { limit: 5, windowMs: HOUR },
  resetPerIp: { limit: 20, windowMs: 10 * MINUTE },
  uploadsPerUser: { limit: 120, windowMs: HOUR },
  chatMessagesPerMember: { limit: 30, windowMs: MINUTE },
  conversationsPerMember: { limit: 20, windowMs: 24 * HOUR },
  resendCooldownMs: 30_000,
  resendPerHour: 10,
  codeTtlMs: 10 * MINUTE,
  wrongTriesPerCode: 5,
  wrongTriesPerDay: 20,
  resetTokenTtlMs: HOUR,
  sessionIdleMs: 30 * 24 * HOUR,
  sessionAbsoluteMs: 90 * 24 * HOUR,
  passwordHashing: { concurrency: 2, waiting: 16, perClient: 2, failureMemoryMs: MINUTE, retryAfterSeconds: 2 },
};
