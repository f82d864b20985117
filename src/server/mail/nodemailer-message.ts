import type Mail from 'nodemailer/lib/mailer';
import type { OutgoingMail } from './mail-transport';

/** The address of a From setting, `Name <quotes@example.co.za>` or a bare `quotes@example.co.za`. */
export function fromAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The one mapping from our stored message to nodemailer's, shared by both transports. */
export function toNodemailerMessage(mail: OutgoingMail, from: string): Mail.Options {
  return {
    // Another display name keeps the workshop's address (PARTNER-20); nodemailer quotes and encodes the name.
    from: mail.fromName ? { name: mail.fromName, address: fromAddress(from) } : from,
    to: mail.to,
    cc: mail.cc,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    attachments: mail.attachments?.map((attachment) => ({
      filename: attachment.fileName,
      contentType: attachment.contentType,
      content: attachment.contentBase64,
      encoding: 'base64',
    })),
  };
}
