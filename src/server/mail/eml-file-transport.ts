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

/** Where the .eml files are written (OPS-12). */
export const emlFolder = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * The .eml files (and any half-written one) of these outbox rows: a file is named after its
 * row's Message-ID, `<time>-outbox-<id>-<key>.eml` (outbox-message-id.ts).
 */
export async function emlFilesOf(dataDir: string, outboxIds: readonly number[]): Promise<string[]> {
  if (outboxIds.length === 0) return [];
  const ids = new Set(outboxIds.map(String));
  const names = await fs.readdir(emlFolder(dataDir)).catch(() => [] as string[]);
  return names
    .filter((name) => {
      const id = /-outbox-(\d+)-[^.]*\.eml(\.tmp)?$/.exec(name)?.[1];
      return id !== undefined && ids.has(id);
    })
    .map((name) => path.join(emlFolder(dataDir), name));
}

/**
 * Without SMTP settings each message is written as an RFC 5322 .eml file under
 * `<data folder>/outbox/` (OPS-12), which any mail client opens. Written to a
 * temporary name, flushed, then renamed, so a reader never sees half a message.
 */
export function createEmlFileTransport({
  dataDir,
  from,
  now = () => new Date(),
}: {
  dataDir: string;
  from: string;
  now?: () => Date;
}): MailTransport {
  const folder = emlFolder(dataDir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      try {
        const { message } = await composer.sendMail(toNodemailerMessage(mail, from));
        if (!Buffer.isBuffer(message))
          return { ok: false, error: 'The composer returned a stream, not a buffer', permanent: false };
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
        return {
          ok: false,
          error: redactCredentials(error instanceof Error ? error.message : String(error)),
          permanent: false,
        };
      }
    },
    close: () => composer.close(),
  };
}
