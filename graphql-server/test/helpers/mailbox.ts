import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeaderWords(s: string): string {
  return s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const idx = part.search(/\r?\n\r?\n/);
  const head = idx < 0 ? part : part.slice(0, idx);
  const body = idx < 0 ? '' : part.slice(idx).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const c = line.indexOf(':');
    if (c > 0) headers[line.slice(0, c).trim().toLowerCase()] = line.slice(c + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Enough MIME for our own mails: one level of multipart/alternative with text and HTML. */
export function parseMail(raw: string, to: string[], from: string): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const mail: ReceivedMail = { to, from, subject: decodeHeaderWords(headers.subject ?? ''), text: '', html: '', raw };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const p of parts) {
    const part = splitPart(p.replace(/^\r?\n/, ''));
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const decoded = decodeBody(part.headers, part.body);
    if (type.startsWith('text/html')) mail.html = decoded;
    else if (type.startsWith('text/plain')) mail.text = decoded;
  }
  return mail;
}

/** A real SMTP server on a random port: the app sends to it through nodemailer like to any other. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to, from));
          for (const w of this.waiters.splice(0)) w();
          callback();
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as { port: number }).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The newest mail to `address` matching `predicate` after the first `after` mails to that address,
   * waiting (up to 20 s: idle a mail arrives within about 100 ms; a loaded machine is slower).
   */
  async waitFor(
    address: string,
    predicate: (m: ReceivedMail) => boolean = () => true,
    after = 0,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = this.mails
        .filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()))
        .slice(after)
        .filter(predicate)
        .pop();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} arrived (got ${this.mails.length} mails in all)`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  countTo(address: string): number {
    return this.mails.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase())).length;
  }

  /** The code of the newest verification mail to `address`. */
  async codeFor(address: string, after = 0): Promise<string> {
    const mail = await this.waitFor(address, (m) => m.subject === 'Your Campus Market verification code', after);
    const code = /verification code is (\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in the mail to ${address}: ${mail.text}`);
    return code;
  }

  /** The token of the newest reset link mailed to `address`. */
  async resetTokenFor(address: string, after = 0): Promise<string> {
    const mail = await this.waitFor(address, (m) => m.subject === 'Reset your Campus Market password', after);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in the mail to ${address}`);
    return token;
  }
}
