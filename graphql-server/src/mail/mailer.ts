import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../lib/logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged in development when the mail only goes to the outbox, so a developer can sign up offline. */
  devNote?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Real SMTP (SMTP_URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** No SMTP configured: each mail becomes DATA_DIR/outbox/<time>-<to>.eml, and development logs its code. */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly logNotes: boolean,
  ) {}

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await fs.mkdir(this.dir, { recursive: true });
    const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    this.logger.info(
      `mail to ${mail.to} written to ${file}${this.logNotes && mail.devNote ? ` (${mail.devNote})` : ''}`,
    );
  }

  close(): void {
    this.transport.close();
  }
}
