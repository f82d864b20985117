import { mailMessageSchema } from './mail-message';
import type { MailSendResult, MailTransport } from './mail-transport';
import { outboxMessageId } from './outbox-message-id';
import type { ClaimedMail } from './outbox-repository';

/**
 * The outbox job's handler: checks the stored payload against its schema and sends it. A
 * payload that does not parse can never be sent, so that failure is permanent.
 */
export async function sendOutboxMail({
  mail,
  transport,
  messageIdDomain,
}: {
  mail: ClaimedMail;
  transport: MailTransport;
  messageIdDomain?: string;
}): Promise<MailSendResult> {
  let payload: unknown;
  try {
    payload = JSON.parse(mail.payloadJson);
  } catch {
    return { ok: false, error: 'The stored message is not valid JSON', permanent: true };
  }
  const message = mailMessageSchema.safeParse(payload);
  if (!message.success)
    return { ok: false, error: 'The stored message does not match the mail message schema', permanent: true };
  // Date is when the message was queued (RFC 5322: when it was ready to send), so a retry
  // sends the very same message.
  return transport.send({ ...message.data, messageId: outboxMessageId(mail, messageIdDomain), date: mail.createdAt });
}
