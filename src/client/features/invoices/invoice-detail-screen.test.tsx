import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { renderScreen, staffSession, type Answers } from '#client/shared/testing/render-screen';
import { invoiceDetail } from './invoice-fixtures';
import { InvoiceDetailScreen } from './invoice-detail-screen';

const detailAt = (answers: Answers, path = '/admin/invoices/12?status=part_paid') =>
  renderScreen(<InvoiceDetailScreen />, {
    path,
    route: '/admin/invoices/:id',
    answers: { 'GET /api/session': staffSession(), ...answers },
  });

/**
 * Answers GET with `first` until `post` has been made, then with `after`, as the server would; `post` answers `reply`.
 */
function changingDetail(first: InvoiceDetail, after: InvoiceDetail, post: string, reply = after): Answers {
  let posted = false;
  return {
    'GET /api/admin/invoices/12': () => ({ data: posted ? after : first }),
    [post]: () => {
      posted = true;
      return { data: reply };
    },
  };
}

const PAID_IN_FULL = invoiceDetail({
  status: 'paid',
  paidCents: 500_000,
  owingCents: 0,
  payments: [
    ...invoiceDetail().payments,
    {
      id: 4,
      amountCents: 400_000,
      paidOn: '2026-12-06',
      method: 'cash',
      reference: 'Receipt 88',
      recordedAt: '2026-12-06T10:00:00.000Z',
      recordedBy: 'Owner Person',
    },
  ],
});

describe('an invoice’s screen (ADR 047)', () => {
  it('shows the printed details, the amounts, the payments and a PDF link, and goes back to the filtered list', async () => {
    detailAt({ 'GET /api/admin/invoices/12': { data: invoiceDetail() } });
    expect(await screen.findByRole('heading', { name: 'Tax invoice INV-000012', level: 1 })).toBeTruthy();
    const payments = screen.getByRole('table', { name: 'Payments' });
    const cells = within(payments)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['2026/12/02', 'EFT', 'INV-000012 NKOSI', 'R 1,000.00', '2026/12/02 11:30 by Owner Person']);
    expect(screen.getByText('Grainline Timber (Pty) Ltd')).toBeTruthy();
    expect(screen.getByText('VAT number 4123456789')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tax invoice (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/invoices/12/pdf',
    );
    expect(screen.getByRole('link', { name: 'Q-20261201-0040' }).getAttribute('href')).toBe('/admin/quotes/40');
    expect(screen.getByRole('link', { name: '← All invoices' }).getAttribute('href')).toBe(
      '/admin/invoices?status=part_paid',
    );
    const reminders = screen.getByRole('region', { name: 'Reminders' });
    expect(within(reminders).getByText('None sent.')).toBeTruthy();
    expect(within(reminders).getByText('Next reminder due 2026/12/08 10:00.')).toBeTruthy();
  });

  it('lists the reminders sent, and says when none will follow', async () => {
    detailAt({
      'GET /api/admin/invoices/12': {
        data: invoiceDetail({ reminders: [{ queuedAt: '2026-12-08T06:00:00.000Z' }], nextReminderAt: null }),
      },
    });
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    expect(within(reminders).getByText('E-mailed 2026/12/08 08:00')).toBeTruthy();
    expect(within(reminders).getByText('No further reminder will be sent.')).toBeTruthy();
  });

  it.each([
    ['1 234,56', 123_456],
    ['1234.56', 123_456],
    ['R 4,000', 400_000],
  ])('records %j as %i cents, then shows the invoice as the server answers it', async (typed, cents) => {
    const rendered = detailAt(changingDetail(invoiceDetail(), PAID_IN_FULL, 'POST /api/admin/invoices/12/payments'));
    const form = await screen.findByRole('region', { name: 'Record a payment' });
    await rendered.fill(within(form).getByRole('textbox', { name: 'Amount (R)' }), typed);
    await rendered.fill(within(form).getByRole('textbox', { name: 'Paid on' }), '2026/12/06');
    await rendered.user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'Cash');
    await rendered.fill(within(form).getByRole('textbox', { name: 'Reference' }), ' Receipt 88 ');
    await rendered.user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      `Recorded R ${typed === 'R 4,000' ? '4,000.00' : '1,234.56'} by Cash. INV-000012 is now paid.`,
    );
    expect(rendered.callsTo('POST /api/admin/invoices/12/payments')[0]?.body).toEqual({
      amountCents: cents,
      paidOn: '2026-12-06',
      method: 'cash',
      reference: 'Receipt 88',
    });
    // The detail is fetched again: the second payment is listed.
    expect(await screen.findByText('Receipt 88')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Amount (R)' })).toHaveProperty('value', '');
  });

  it('refuses an amount it cannot read or that is nothing, and sends nothing', async () => {
    const rendered = detailAt({ 'GET /api/admin/invoices/12': { data: invoiceDetail() } });
    const form = await screen.findByRole('region', { name: 'Record a payment' });
    const amount = within(form).getByRole('textbox', { name: 'Amount (R)' });
    await rendered.fill(amount, '12.345');
    await rendered.user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Enter the amount in rand, such as 1234.56/);
    await rendered.fill(amount, '0');
    await rendered.user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/A payment is more than R 0.00/);
    expect(rendered.callsTo('POST /api/admin/invoices/12/payments')).toEqual([]);
  });

  it('says a payment over what is owing shows as overpaid, and shows the server’s refusal', async () => {
    const rendered = detailAt({
      'GET /api/admin/invoices/12': { data: invoiceDetail() },
      'POST /api/admin/invoices/12/payments': {
        status: 409,
        code: 'conflict',
        message:
          'INV-000012 was cancelled by credit note CN-000001: record the payment against the invoice that replaced it.',
      },
    });
    const form = await screen.findByRole('region', { name: 'Record a payment' });
    await rendered.fill(within(form).getByRole('textbox', { name: 'Amount (R)' }), '5000');
    expect(within(form).getByText('More than the R 4,000.00 owing: the invoice will show as overpaid.')).toBeTruthy();
    await rendered.user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/cancelled by credit note CN-000001/);
  });

  it('issues a credit note only with a reason, behind a confirmation, then shows the invoice cancelled', async () => {
    const credited = invoiceDetail({ status: 'credited', owingCents: 0, creditedBy: { id: 30, number: 'CN-000004' } });
    const creditNote = invoiceDetail({ id: 30, number: 'CN-000004', kind: 'credit_note', status: 'credit_note' });
    const rendered = detailAt(
      changingDetail(invoiceDetail(), credited, 'POST /api/admin/invoices/12/credit-note', creditNote),
    );
    await rendered.user.click(await screen.findByRole('button', { name: 'Issue a credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel INV-000012 with a credit note?' });
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Say why the invoice is cancelled/);
    expect(rendered.callsTo('POST /api/admin/invoices/12/credit-note')).toEqual([]);

    await rendered.fill(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The customer called the order off');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Credit note CN-000004 issued/);
    expect(rendered.callsTo('POST /api/admin/invoices/12/credit-note')[0]?.body).toEqual({
      reason: 'The customer called the order off',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Fetched again: cancelled, it takes no payment and no second credit note.
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect((await within(summary).findByRole('link', { name: 'CN-000004' })).getAttribute('href')).toBe(
      '/admin/invoices/30?status=part_paid',
    );
    expect(screen.queryByRole('region', { name: 'Record a payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue a credit note' })).toBeNull();
  });

  it('keeps the dialog open with the server’s words when it refuses the credit note', async () => {
    const rendered = detailAt({
      'GET /api/admin/invoices/12': { data: invoiceDetail() },
      'POST /api/admin/invoices/12/credit-note': {
        status: 403,
        code: 'forbidden',
        message: 'Only an owner may do this',
      },
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Issue a credit note' }));
    const dialog = await screen.findByRole('dialog');
    await rendered.fill(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Invoiced twice');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Only an owner may do this/);
  });
});
