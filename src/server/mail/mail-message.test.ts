import { describe, expect, it } from 'vitest';
import { mailMessageSchema, type MailMessage } from './mail-message';

const makeMessage = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'customer@example.co.za',
  subject: 'Your quote Q-20261122-0001',
  text: 'Hello',
  html: '<p>Hello</p>',
  attachments: [
    {
      fileName: 'quote.pdf',
      contentType: 'application/pdf',
      contentBase64: Buffer.from('%PDF-1.7').toString('base64'),
    },
  ],
  ...overrides,
});

describe('mailMessageSchema', () => {
  it('accepts a composed quote e-mail', () => {
    expect(mailMessageSchema.safeParse(makeMessage({ cc: 'office@example.co.za' })).success).toBe(true);
  });

  it.each<[string, Partial<MailMessage>]>([
    ['two addresses in to', { to: 'a@example.com, b@example.com' }],
    ['a header injection in the subject', { subject: 'Quote\r\nBcc: victim@example.com' }],
    [
      'an attachment that is not base64',
      { attachments: [{ fileName: 'q.pdf', contentType: 'application/pdf', contentBase64: 'not base64!' }] },
    ],
    [
      'an attachment name with a line break',
      { attachments: [{ fileName: 'q\n.pdf', contentType: 'application/pdf', contentBase64: 'AAAA' }] },
    ],
  ])('rejects %s', (_name, overrides) => {
    expect(mailMessageSchema.safeParse(makeMessage(overrides)).success).toBe(false);
  });
});
