import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';
import { toNodemailerMessage } from './nodemailer-message';
import { classifySmtpError } from './smtp-error';

/**
 * One connection per message (no pool): the worker sends one batch at a time, and a
 * fresh connection never inherits a half-broken session after the server went away.
 * Timeouts keep one unreachable server from holding a batch (and the row's lock) for long.
 */
export function createSmtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
    logger: false,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail(toNodemailerMessage(mail, from));
        return { ok: true };
      } catch (error) {
        return { ok: false, ...classifySmtpError(error) };
      }
    },
    close: () => transporter.close(),
  };
}
