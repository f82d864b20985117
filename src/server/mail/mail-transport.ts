import { createEmlFileTransport } from './eml-file-transport';
import type { MailMessage } from './mail-message';
import { createSmtpTransport } from './smtp-transport';

/** A queued message ready to leave: its Message-ID (and Date) come from the outbox row. */
export type OutgoingMail = MailMessage & { messageId: string; date?: Date };

/**
 * A tagged result (an outside service answers with one rather than throwing). `permanent` means retrying cannot help
 * (the recipient or the message was refused), so the outbox stops trying.
 */
export type MailSendResult = { ok: true } | { ok: false; error: string; permanent: boolean };

export interface MailTransport {
  /** Never throws: every failure comes back as `{ ok: false }`. */
  send(mail: OutgoingMail): Promise<MailSendResult>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string;
  dataDir: string;
  /** The From header, e.g. `Grainline Woodworks <quotes@grainline.example>`. */
  from: string;
  /** The clock that names .eml files; tests pass a fixed one. */
  now?: () => Date;
}

/** SMTP when configured; otherwise each message becomes an .eml file (OPS-12). */
export function createMailTransport({ smtpUrl, dataDir, from, now }: MailTransportOptions): MailTransport {
  return smtpUrl ? createSmtpTransport({ smtpUrl, from }) : createEmlFileTransport({ dataDir, from, now });
}
