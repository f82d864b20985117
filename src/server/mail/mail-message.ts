import { z } from 'zod';

// A header value that holds a line break could smuggle in extra headers.
const singleLine = z.string().refine((value) => !/[\r\n]/.test(value), 'Must be a single line');

export const mailAttachmentSchema = z.object({
  fileName: singleLine.pipe(z.string().min(1).max(255)),
  contentType: singleLine.pipe(z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, 'Must be a MIME type')),
  contentBase64: z.base64(),
});

/**
 * The payload of an outbox row. A composed message is stored whole (attachments included),
 * so what is sent after a restart or a retry is exactly what was queued (OPS-11).
 */
export const mailMessageSchema = z.object({
  to: z.email(),
  cc: z.email().optional(),
  /**
   * The From header's display name, when not the workshop's: a partner's white-label quote comes from the partner's
   * business name at the workshop's own address (PARTNER-20), so the mail still passes the workshop's SPF and DKIM.
   */
  fromName: singleLine.pipe(z.string().min(1).max(200)).optional(),
  /** Where the recipient's reply goes, when not to the From address (a partner's client writes to the partner). */
  replyTo: z.email().optional(),
  subject: singleLine.pipe(z.string().min(1).max(250)),
  text: z.string(),
  html: z.string(),
  attachments: z.array(mailAttachmentSchema).optional(),
});

export type MailAttachment = z.infer<typeof mailAttachmentSchema>;
export type MailMessage = z.infer<typeof mailMessageSchema>;
