import { describe, expect, it } from 'vitest';
import type { MailTransport, OutgoingMail } from './mail-transport';
import type { ClaimedMail } from './outbox-repository';
import { sendOutboxMail } from './send-outbox-mail';

function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      return { ok: true };
    },
    close: () => {},
  };
}

const makeClaimedMail = (overrides: Partial<ClaimedMail> = {}): ClaimedMail => ({
  id: 3,
  kind: 'quote_email',
  dedupeKey: 'quote-email:Q-1',
  attempts: 1,
  createdAt: new Date('2026-11-22T08:00:00.000Z'),
  payloadJson: JSON.stringify({ to: 'a@example.com', subject: 'Quote', text: 't', html: '<p>t</p>' }),
  ...overrides,
});

describe('sendOutboxMail', () => {
  it('sends the stored message with the row’s Message-ID and queued date', async () => {
    const transport = recordingTransport();
    expect(await sendOutboxMail({ mail: makeClaimedMail(), transport })).toEqual({ ok: true });
    expect(transport.sent).toEqual([
      expect.objectContaining({
        to: 'a@example.com',
        subject: 'Quote',
        messageId: expect.stringMatching(/^<outbox-3-/),
        date: new Date('2026-11-22T08:00:00.000Z'),
      }),
    ]);
  });

  it.each([
    ['not JSON', '{'],
    ['not a mail message', JSON.stringify({ to: 'nobody' })],
  ])('fails permanently on a payload that is %s', async (_name, payloadJson) => {
    const transport = recordingTransport();
    const result = await sendOutboxMail({ mail: makeClaimedMail({ payloadJson }), transport });
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(transport.sent).toEqual([]);
  });
});
