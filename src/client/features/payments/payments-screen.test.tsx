import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankStatementView, StatementLineView } from '#core/payments/statement-schemas';
import { renderScreen, staffSession } from '#client/shared/testing/render-screen';
import { PaymentsScreen } from './payments-screen';

const invoice = {
  id: 12,
  number: 'INV-000012',
  recipientName: 'Thandi Nkosi',
  totalCents: 500_000,
  owingCents: 500_000,
};
const line = (overrides: Partial<StatementLineView>): StatementLineView => ({
  id: 1,
  postedOn: '2026-12-02',
  amountCents: 500_000,
  description: 'EFT CREDIT',
  reference: 'INV-900012',
  status: 'suggested',
  invoice,
  reasonCode: 'near_reference',
  reason: 'The reference is one digit off this invoice’s number.',
  ...overrides,
});
const STATEMENT: BankStatementView = {
  id: 3,
  fileName: 'december.ofx',
  importedAt: '2026-12-06T17:00:00.000Z',
  counts: { applied: 1, suggested: 1, left: 1 },
  lines: [
    line({ id: 1 }),
    line({
      id: 2,
      status: 'applied',
      reference: 'INV-000011',
      invoice: { ...invoice, id: 11, number: 'INV-000011', owingCents: 0 },
      reasonCode: null,
      reason: null,
    }),
    line({
      id: 3,
      status: 'left',
      amountCents: -5_000,
      invoice: null,
      reasonCode: 'debit',
      reason: 'Money out, not a payment.',
    }),
  ],
};

describe('the payments screen (ADR 047)', () => {
  it('uploads a statement, shows what was applied, suggested and left, and confirms a suggestion', async () => {
    const rendered = renderScreen(<PaymentsScreen />, {
      path: '/admin/payments',
      answers: {
        'GET /api/session': staffSession(),
        'GET /api/admin/bank-statement-mappings': {
          data: { mappings: [{ id: 4, bankName: 'FNB', savedAt: '2026-12-01T08:00:00.000Z' }] },
        },
        'POST /api/admin/bank-statements': { status: 201, data: STATEMENT },
        'POST /api/admin/bank-statements/3/lines/1/apply': {
          status: 201,
          data: line({ status: 'applied', invoice: { ...invoice, owingCents: 0 }, reasonCode: null, reason: null }),
        },
      },
    });
    expect(await screen.findByRole('option', { name: 'FNB' })).toBeTruthy();
    await rendered.user.upload(
      screen.getByLabelText('Bank statement (OFX or CSV)'),
      new File(['OFXHEADER:100'], 'december.ofx'),
    );
    await rendered.user.click(screen.getByRole('button', { name: 'Import the statement' }));
    const suggested = await screen.findByRole('region', { name: /^Suggested/ });
    expect(within(suggested).getByText('The reference is one digit off this invoice’s number.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Left' })).getByText('Money out, not a payment.')).toBeTruthy();
    const sent = rendered.callsTo('POST /api/admin/bank-statements')[0]?.body as FormData;
    expect(sent.get('statement')).toBeInstanceOf(Blob);
    expect(sent.has('mappingId')).toBe(false);

    await rendered.user.click(within(suggested).getByRole('button', { name: 'Confirm INV-000012' }));
    const applied = await screen.findByRole('region', { name: 'Applied' });
    // Each matched line links to its invoice.
    expect((await within(applied).findByRole('link', { name: 'INV-000012' })).getAttribute('href')).toBe(
      '/admin/invoices/12',
    );
    expect(within(applied).getAllByText(/, Thandi Nkosi: owes R 0.00 of R 5,000.00/)).toHaveLength(2);
    expect(screen.queryByRole('region', { name: /^Suggested/ })).toBeNull();
    expect(rendered.callsTo('POST /api/admin/bank-statements/3/lines/1/apply')[0]?.body).toEqual({ invoiceId: 12 });
  });

  it('says what is wrong with a file the server refuses', async () => {
    const rendered = renderScreen(<PaymentsScreen />, {
      path: '/admin/payments',
      answers: {
        'GET /api/session': staffSession(),
        'GET /api/admin/bank-statement-mappings': { data: { mappings: [] } },
        'POST /api/admin/bank-statements': {
          status: 400,
          code: 'bad_request',
          message: 'This is a CSV statement: choose the bank’s column mapping to read it.',
        },
      },
    });
    await rendered.user.upload(screen.getByLabelText('Bank statement (OFX or CSV)'), new File(['a,b'], 'bank.csv'));
    await rendered.user.click(screen.getByRole('button', { name: 'Import the statement' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/choose the bank’s column mapping/);
  });
});
