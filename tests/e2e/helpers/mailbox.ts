import { expect } from '@playwright/test';
import { parseHeaders, type ReceivedMail, type SmtpTestServer } from '../../integration/helpers/smtp-test-server';

export interface MailWanted {
  /** How many matching messages to wait for (1 unless told). */
  count?: number;
  /** Only messages whose subject contains this text. */
  subject?: string;
  timeoutMs?: number;
}

/**
 * Every message one spec file's SMTP test server received, across restarts of that server.
 *
 * The e2e app is shared by all spec files and its outbox retries mail that found no server, so
 * a mailbox can receive another file's mail late (a workshop copy, an application notice).
 * Wait for the mail you mean, by address and subject, never by a count of everything.
 */
export class Mailbox {
  private readonly received: ReceivedMail[] = [];

  /** `server` is read at each look, so a test may stop and start a new one. */
  constructor(private readonly server: () => SmtpTestServer) {}

  /** What has arrived for `address` so far, oldest first. */
  to(address: string, subject?: string): ReceivedMail[] {
    this.received.push(...this.server().messages.splice(0));
    return this.received.filter(
      (mail) => mail.envelope.to.includes(address) && (subject === undefined || (parseHeaders(mail.raw).subject ?? '').includes(subject)),
    );
  }

  /** Waits until `count` matching messages have arrived and returns every match, oldest first. */
  async waitFor(address: string, { count = 1, subject, timeoutMs = 30_000 }: MailWanted = {}): Promise<ReceivedMail[]> {
    await expect
      .poll(() => this.to(address, subject).length, { timeout: timeoutMs, intervals: [250], message: `mail to ${address}${subject ? ` about “${subject}”` : ''}` })
      .toBeGreaterThanOrEqual(count);
    return this.to(address, subject);
  }

  /** Takes in what the current server holds, before a test stops it and starts another. */
  keepPending(): void {
    this.received.push(...this.server().messages.splice(0));
  }
}
