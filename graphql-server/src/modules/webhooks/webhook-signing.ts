import { createHmac, randomBytes } from 'node:crypto';

/** `whsec_` then 24 random bytes in base64: the Standard Webhooks secret format. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The message id of an event (`webhook-id`): `msg_` and 32 hex digits. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/**
 * The Standard Webhooks headers: `webhook-signature` is `v1,` and the base64 HMAC-SHA256 of
 * "id.timestamp.body", keyed with the secret's base64 part decoded (what `standardwebhooks` verifies).
 * With several secrets (a rotation's overlap), one such signature each, space-separated: a
 * receiver that knows either secret accepts the message.
 */
export function signedHeaders(
  secrets: string | readonly string[],
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
  });
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': signatures.join(' ') };
}

/** The secrets that sign at `at`: the current one, and the previous one during a rotation's overlap. */
export function signingSecrets(
  hook: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  at: Date,
): string[] {
  const overlap = hook.previousSecret && hook.previousSecretExpiresAt && hook.previousSecretExpiresAt > at;
  return overlap ? [hook.secret, hook.previousSecret!] : [hook.secret];
}
