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
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
