import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HowToPay, QuoteInvoice } from '#core/invoicing/invoice-schemas';
import { InvoicesAndPayments } from './invoices-and-payments';

const invoice = (overrides: Partial<QuoteInvoice> = {}): QuoteInvoice => ({
  number: 'INV-000012',
  kind: 'deposit',
  status: 'unpaid',
  issuedOn: '2026-12-06',
  totalCents: 1_234_500,
  paidCents: 0,
  owingCents: 1_234_500,
  reference: 'INV-000012',
  ...overrides,
});

const HOW_TO_PAY: HowToPay = {
  accountHolder: 'Grainline Woodworks (Pty) Ltd',
  bankName: 'First National Bank',
  branchCode: '250655',
  accountNumber: '62812345678',
  accountType: 'cheque',
  reference: 'INV-000012',
};

const entries = () => screen.getAllByTestId('quote-invoice');

describe('InvoicesAndPayments (ADR 047)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an unpaid deposit: its figures, what is owing and how to pay by EFT with its number as the reference', async () => {
    render(<InvoicesAndPayments invoices={[invoice()]} howToPay={HOW_TO_PAY} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Invoices and payments' })).toBeTruthy();
    const [deposit] = entries();
    expect(within(deposit).getByRole('heading', { level: 3, name: 'Deposit INV-000012' })).toBeTruthy();
    expect(deposit?.textContent).toContain('2026/12/06');
    expect(within(deposit).getByTestId('quote-invoice-status').textContent).toBe('Unpaid');
    expect(within(deposit).getByTestId('quote-invoice-owing').textContent).toBe('R 12,345.00');
    expect(screen.getByTestId('invoices-owing').textContent).toBe('R 12,345.00');
    const bank = within(screen.getByTestId('how-to-pay'));
    expect(bank.getByRole('heading', { level: 3, name: 'How to pay' })).toBeTruthy();
    const details = bank.getByLabelText('Bank details').textContent;
    for (const text of ['First National Bank', '250655', '62812345678', 'Cheque', 'Grainline Woodworks (Pty) Ltd'])
      expect(details).toContain(text);
    expect(bank.getByTestId('how-to-pay-reference').textContent).toBe('INV-000012');
    expect(bank.getByTestId('how-to-pay-amount').textContent).toBe('R 12,345.00');

    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(bank.getByRole('button', { name: 'Copy payment details' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Account number: 62812345678\n'));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Reference: INV-000012\nAmount: R 12,345.00'));
  });

  it('a part payment: what was paid and the rest still owing', () => {
    render(
      <InvoicesAndPayments
        invoices={[invoice({ status: 'part_paid', paidCents: 200_000, owingCents: 1_034_500 })]}
        howToPay={HOW_TO_PAY}
      />,
    );
    const [deposit] = entries();
    expect(within(deposit).getByTestId('quote-invoice-status').textContent).toBe('Part paid');
    expect(deposit?.textContent).toContain('R 2,000.00');
    expect(within(deposit).getByTestId('quote-invoice-owing').textContent).toBe('R 10,345.00');
    expect(screen.getByTestId('how-to-pay-amount').textContent).toBe('R 10,345.00');
  });

  it('an overpaid deposit says by how much, and is not set off against the final invoice still owing (ADR 050)', () => {
    const deposit = invoice({ status: 'overpaid', paidCents: 1_244_500, owingCents: -10_000 });
    const final = invoice({
      number: 'INV-000020',
      reference: 'INV-000020',
      kind: 'final',
      issuedOn: '2026-12-20',
      owingCents: 1_234_500,
    });
    render(<InvoicesAndPayments invoices={[deposit, final]} howToPay={{ ...HOW_TO_PAY, reference: 'INV-000020' }} />);
    const [first, second] = entries();
    expect(within(first).getByTestId('quote-invoice-overpaid').textContent).toBe('Paid R 100.00 more than invoiced');
    expect(within(first).queryByTestId('quote-invoice-owing')).toBeNull();
    expect(within(second).getByRole('heading', { name: 'Final INV-000020' })).toBeTruthy();
    expect(screen.getByTestId('invoices-owing').textContent).toBe('R 12,345.00');
    expect(screen.getByTestId('how-to-pay-reference').textContent).toBe('INV-000020');
  });

  it('two invoices owing: the oldest is paid with its number, the other on its own with its own', () => {
    const final = invoice({ number: 'INV-000020', reference: 'INV-000020', kind: 'final', owingCents: 500_000 });
    render(<InvoicesAndPayments invoices={[invoice(), final]} howToPay={HOW_TO_PAY} />);
    expect(screen.getByTestId('invoices-owing').textContent).toBe('R 17,345.00');
    expect(screen.getByTestId('how-to-pay-amount').textContent).toBe('R 12,345.00');
    expect(screen.getByTestId('how-to-pay').textContent).toContain(
      "Pay INV-000020's R 5,000.00 on its own, with INV-000020 as the reference.",
    );
  });

  it('a credit note and the invoice it cancelled: nothing owing, so no How to pay', () => {
    render(
      <InvoicesAndPayments
        invoices={[
          invoice({ status: 'credited', owingCents: 0 }),
          invoice({
            number: 'CN-000003',
            reference: 'CN-000003',
            kind: 'credit_note',
            status: 'credit_note',
            owingCents: 0,
          }),
        ]}
      />,
    );
    const [cancelled, credit] = entries();
    expect(within(cancelled).getByTestId('quote-invoice-status').textContent).toBe('Cancelled by a credit note');
    expect(within(credit).getByRole('heading', { name: 'Credit note CN-000003' })).toBeTruthy();
    expect(credit?.textContent).toContain('Credited');
    expect(within(credit).queryByTestId('quote-invoice-owing')).toBeNull();
    expect(screen.getByTestId('invoices-owing').textContent).toBe('R 0.00');
    expect(screen.getByTestId('invoices-settled').textContent).toBe('Nothing is owing.');
    expect(screen.queryByTestId('how-to-pay')).toBeNull();
  });

  it('paid in full hides How to pay even with the bank details at hand', () => {
    render(
      <InvoicesAndPayments
        invoices={[invoice({ status: 'paid', paidCents: 1_234_500, owingCents: 0 })]}
        howToPay={HOW_TO_PAY}
        level={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Invoices and payments' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Deposit INV-000012' })).toBeTruthy();
    expect(screen.queryByTestId('how-to-pay')).toBeNull();
    expect(screen.queryByText('62812345678')).toBeNull();
  });

  it('owing without a saved bank account points to the invoice e-mailed; none yet says so', () => {
    const { unmount } = render(<InvoicesAndPayments invoices={[invoice()]} />);
    expect(screen.getByTestId('how-to-pay').textContent).toContain(
      'The bank details are on the invoice we e-mailed you.',
    );
    expect(screen.queryByRole('button', { name: 'Copy payment details' })).toBeNull();
    unmount();
    render(<InvoicesAndPayments invoices={[]} />);
    expect(screen.getByText(/No invoice yet/)).toBeTruthy();
    expect(screen.queryByTestId('invoices-owing')).toBeNull();
  });
});
