import { describe, expect, it } from 'vitest';
import { MAX_REMINDERS_PER_INVOICE, nextReminderAt, reminderDue, type ReminderSubject } from './payment-reminders';

const ISSUED = '2026-12-01T10:00:00.000Z';
const daysAfterIssue = (days: number) => new Date(Date.parse(ISSUED) + days * 86_400_000);
const at = (days: number) => daysAfterIssue(days).toISOString();

const deposit = (overrides: Partial<ReminderSubject> = {}): ReminderSubject => ({
  kind: 'deposit',
  status: 'unpaid',
  issuedAt: ISSUED,
  recipientEmail: 'thandi@example.co.za',
  personErased: false,
  remindersQueuedAt: [],
  ...overrides,
});

describe('when a payment reminder is due (ADR 047)', () => {
  it.each<[string, ReminderSubject, number, boolean]>([
    ['a deposit unpaid 6 days after issue', deposit(), 6, false],
    ['a deposit unpaid 7 days after issue', deposit(), 7, true],
    ['a deposit unpaid a moment short of 7 days', deposit(), 7 - 1 / 86_400, false],
    ['one reminded 6 days ago', deposit({ remindersQueuedAt: [at(7)] }), 13, false],
    ['one reminded 7 days ago', deposit({ remindersQueuedAt: [at(7)] }), 14, true],
    ['a paid deposit', deposit({ status: 'paid' }), 30, false],
    ['an overpaid deposit', deposit({ status: 'overpaid' }), 30, false],
    ['a part-paid deposit', deposit({ status: 'part_paid' }), 7, true],
    ['a credited deposit', deposit({ status: 'credited' }), 30, false],
    ['a credit note', deposit({ kind: 'credit_note', status: 'credit_note' }), 30, false],
    ['a final invoice 3 days after the job was ready', deposit({ kind: 'final' }), 3, false],
    ['a final invoice 7 days after the job was ready', deposit({ kind: 'final' }), 7, true],
    ['a final invoice reminded once, 7 days later', deposit({ kind: 'final', remindersQueuedAt: [at(7)] }), 14, true],
    ['an erased customer’s invoice (no address)', deposit({ recipientEmail: '' }), 30, false],
    ['a partner’s invoice whose client was erased', deposit({ personErased: true }), 30, false],
    [
      'the cap reached',
      deposit({ remindersQueuedAt: Array.from({ length: MAX_REMINDERS_PER_INVOICE }, (_, i) => at(7 * (i + 1))) }),
      365,
      false,
    ],
    [
      'one short of the cap',
      deposit({ remindersQueuedAt: Array.from({ length: MAX_REMINDERS_PER_INVOICE - 1 }, (_, i) => at(7 * (i + 1))) }),
      7 * MAX_REMINDERS_PER_INVOICE,
      true,
    ],
  ])('%s: day %d → due %s', (_name, invoice, day, due) => {
    expect(reminderDue(invoice, daysAfterIssue(day))).toBe(due);
  });

  it('counts from the latest reminder, whatever order they come in', () => {
    const invoice = deposit({ remindersQueuedAt: [at(14), at(7)] });
    expect(nextReminderAt(invoice)?.toISOString()).toBe(at(21));
  });

  it('says when the next one is due, and none once paid', () => {
    expect(nextReminderAt(deposit())?.toISOString()).toBe(at(7));
    expect(nextReminderAt(deposit({ status: 'paid' }))).toBeNull();
  });
});
