import type Mail from 'nodemailer/lib/mailer';
import type { OutgoingMail } from './mail-transport';

/** The one mapping from our stored message to nodemailer's, shared by both transports. */
export function toNodemailerMessage(mail: OutgoingMail, from: string): Mail.Options {
  return {
    from,
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
