import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailDir } from './env';

export interface ReceivedMail {
  to: string;
  subject: string;
  body: string;
}

/** Mails received over SMTP so far, oldest first, with quoted-printable bodies decoded. */
export function receivedMails(): ReceivedMail[] {
  return readdirSync(mailDir)
    .sort()
    .map((f) => parse(readFileSync(join(mailDir, f), 'utf8')));
}

/** Waits for the first mail to `to` (received after `after` mails) whose body matches `pattern`. */
export async function waitForMail(to: string, pattern: RegExp, after = 0): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const mail of receivedMails().slice(after)) {
      const m = mail.to.toLowerCase().includes(to.toLowerCase()) ? mail.body.match(pattern) : null;
      if (m) return m;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} matching ${pattern} within 15 s`);
}

function parse(raw: string): ReceivedMail {
  const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const body = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return { to: header('X-Envelope-To'), subject: header('Subject'), body: body.slice(body.search(/\r?\n\r?\n/)) };
}
