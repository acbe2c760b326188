/** Mail the server sent, as the outbox mailer of the embedded mode writes it (DATA_DIR/outbox/*.json). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The path and query of the newest link to `page` (e.g. '/invitation') mailed to `email`. */
export function lastMailedLink(email: string, page: string): string {
  const outbox = join(inject('dataDir'), 'outbox');
  const mails = readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === email);
  const link = new RegExp(`https?://\\S+${page}\\?token=\\S+`).exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`no ${page} link for ${email} in ${outbox}`);
  const url = new URL(link[0]);
  return `${url.pathname}${url.search}`;
}
