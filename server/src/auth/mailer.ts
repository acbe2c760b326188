/** The mailer port. The default adapter writes each message to a local outbox folder (an .eml file and a .json
 * twin), so recovery links can be followed without a mail server. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from = 'Licita <no-reply@licita.local>',
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const date = new Date();
    const base = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const eml = [
      `From: ${this.from}`,
      `To: ${message.to}`,
      `Subject: =?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`,
      `Date: ${date.toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      message.text,
      '',
    ].join('\r\n');
    await writeFile(join(this.dir, `${base}.eml`), eml);
    await writeFile(join(this.dir, `${base}.json`), JSON.stringify({ ...message, from: this.from, date }, null, 2));
  }
}

/** Keeps messages in memory (tests). */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}
