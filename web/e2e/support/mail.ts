import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailDir } from './env';

export interface ReceivedMail {
  to: string;
  subject: string;
  body: string;
}

const MAIL_TIMEOUT_MS = 30_000;

/** Mails received over SMTP so far, oldest first, with quoted-printable bodies decoded. */
export function receivedMails(): ReceivedMail[] {
  return readdirSync(mailDir)
    .sort()
    .map((f) => parse(readFileSync(join(mailDir, f), 'utf8')));
}

/**
 * Waits for the first mail to `to` (received after `after` mails) whose body matches `pattern`.
 * Up to 30 s, as every expect of the journeys (playwright.config.ts): a mail arrives within a
 * second idle, but on a loaded machine its request, the SMTP exchange and this poll all queue.
 */
export async function waitForMail(to: string, pattern: RegExp, after = 0): Promise<RegExpMatchArray> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    for (const mail of receivedMails().slice(after)) {
      const m = mail.to.toLowerCase().includes(to.toLowerCase()) ? mail.body.match(pattern) : null;
      if (m) return m;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} matching ${pattern} within ${MAIL_TIMEOUT_MS / 1000} s`);
}

function parse(raw: string): ReceivedMail {
  const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const body = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return { to: header('X-Envelope-To'), subject: header('Subject'), body: body.slice(body.search(/\r?\n\r?\n/)) };
}
