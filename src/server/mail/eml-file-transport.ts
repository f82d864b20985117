import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';
import { toNodemailerMessage } from './nodemailer-message';
import { redactCredentials } from './redact';

/** `2026-11-22T08:00:00.123Z` → `20261122T080000123Z`: sortable and valid on every file system. */
const fileTime = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

/** `<outbox-7-ab12@grainline>` → `outbox-7-ab12`. */
const fileId = (messageId: string) => messageId.replace(/^<|@.*$/g, '').replace(/[^\w.-]/g, '_');

/**
 * Without SMTP settings each message is written as an RFC 5322 .eml file under
 * `<data folder>/outbox/` (OPS-12), which any mail client opens. Written to a
 * temporary name, flushed, then renamed, so a reader never sees half a message.
 */
export function createEmlFileTransport({ dataDir, from, now = () => new Date() }: { dataDir: string; from: string; now?: () => Date }): MailTransport {
  const folder = path.join(dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      try {
        const { message } = await composer.sendMail(toNodemailerMessage(mail, from));
        if (!Buffer.isBuffer(message)) return { ok: false, error: 'The composer returned a stream, not a buffer', permanent: false };
        await fs.mkdir(folder, { recursive: true });
        const target = path.join(folder, `${fileTime(now())}-${fileId(mail.messageId)}.eml`);
        const temporary = `${target}.tmp`;
        const file = await fs.open(temporary, 'w');
        try {
          await file.writeFile(message);
          await file.sync();
        } finally {
          await file.close();
        }
        await fs.rename(temporary, target);
        return { ok: true };
      } catch (error) {
        // A full disk or a permissions problem may be fixed by the operator: try again later.
        return { ok: false, error: redactCredentials(error instanceof Error ? error.message : String(error)), permanent: false };
      }
    },
    close: () => composer.close(),
  };
}
