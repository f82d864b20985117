import { expect } from '@playwright/test';
import type { ReceivedMail } from '#tests/integration/helpers/smtp-test-server';
import { parseHeaders } from '#tests/integration/helpers/smtp-test-server';
import { E2E_PORT } from '../e2e-ports';
import { MAIL_CATCHER_PATH } from './mail-catcher';

export interface MailWanted {
  /** How many matching messages to wait for (1 unless told). */
  count?: number;
  /** Only messages whose subject contains this text. */
  subject?: string;
  timeoutMs?: number;
}

export interface OutboxRow {
  kind: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
}

const catcher = `http://127.0.0.1:${E2E_PORT}${MAIL_CATCHER_PATH}`;

async function ask<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Every message the e2e app's SMTP server caught in this run (tests/e2e/helpers/mail-catcher.ts).
 *
 * The app and its mail server are shared by all spec files and workers, so a mailbox holds
 * every file's mail: wait for the mail you mean, by address and subject, never by a count of
 * everything.
 */
export const mailbox = {
  /** What has arrived for `address` so far, oldest first. */
  async to(address: string, subject?: string): Promise<ReceivedMail[]> {
    const { messages } = await ask<{ messages: ReceivedMail[] }>(`${catcher}?to=${encodeURIComponent(address)}`);
    return messages.filter((mail) => subject === undefined || (parseHeaders(mail.raw).subject ?? '').includes(subject));
  },

  /** Waits until `count` matching messages have arrived and returns every match, oldest first. */
  async waitFor(address: string, { count = 1, subject, timeoutMs = 30_000 }: MailWanted = {}): Promise<ReceivedMail[]> {
    await expect
      .poll(async () => (await mailbox.to(address, subject)).length, {
        timeout: timeoutMs,
        intervals: [250],
        message: `mail to ${address}${subject ? ` about “${subject}”` : ''}`,
      })
      .toBeGreaterThanOrEqual(count);
    return mailbox.to(address, subject);
  },

  /** Refuses (451, try again later) or again takes mail to `address`: the mail server is down for it. */
  async hold(address: string, held: boolean): Promise<void> {
    await ask(`${catcher}/held`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, held }),
    });
  },

  /** The app's outbox rows of mail to `recipient`, oldest first. */
  async outbox(recipient: string): Promise<OutboxRow[]> {
    return (await ask<{ rows: OutboxRow[] }>(`${catcher}/outbox?recipient=${encodeURIComponent(recipient)}`)).rows;
  },
};
