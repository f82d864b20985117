import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_RULES } from '#core/accounts/account-schemas';
import type { PartnerQuoteList, PartnerQuoteSummary } from '#core/partner-area/partner-area-schemas';
import { partnerSession } from '#client/shared/testing/partner-factories';
import { renderScreen, type Answers } from '#client/shared/testing/render-screen';
import { PartnerDashboardScreen } from './partner-dashboard-screen';

const quote = (overrides: Partial<PartnerQuoteSummary> = {}): PartnerQuoteSummary => ({
  id: 31,
  quoteNumber: 'Q-20260302-0031',
  token: 't'.repeat(43),
  status: 'draft',
  createdAt: '2026-03-02T08:00:00.000Z',
  totalCents: 1_174_500,
  clientTotalCents: 1_174_500,
  tradeTotalCents: 1_000_000,
  marginCents: 174_500,
  clientPriceMode: 'markup',
  discountPercentage: 15,
  clientName: 'Thabo Mokoena',
  clientEmail: 'thabo@example.co.za',
  clientPhone: '082 555 0142',
  customerName: 'Thabo Mokoena',
  customerEmail: 'thabo@example.co.za',
  totalPrice: 1_174_500,
  ...overrides,
});

const list = (quotes: PartnerQuoteSummary[]): { data: PartnerQuoteList } => ({
  data: {
    quotes,
    matching: quotes.length,
    page: 1,
    pageSize: 20,
    totals: {
      count: quotes.length,
      quotedCents: 1_174_500,
      averageQuoteCents: 1_174_500,
      wonCount: 0,
      wonCents: 0,
      marginOnWonCents: 0,
    },
  },
});

const PREVIEW = {
  data: {
    to: 'thabo@example.co.za',
    subject: 'Your quote from Oak & Iron Interiors: Q-20260302-0031',
    lines: [
      'Dear Thabo Mokoena,',
      '',
      'Here is your quote from Oak & Iron Interiors.',
      'Total (VAT included): R 11,745.00',
    ],
    attachment: {
      fileName: 'Q-20260302-0031.pdf',
      subtotalCents: 1_174_500,
      shippingCents: 0,
      insuranceCents: 0,
      discountCents: 0,
      totalCents: 1_174_500,
      vatCents: 153_196,
      rows: [
        { kind: 'products', label: 'Products subtotal', cents: 1_174_500, amount: 'R 11,745.00' },
        { kind: 'collection', label: 'Collection at our Nelspruit workshop', cents: 0, amount: 'Free' },
      ],
    },
  },
};

function renderDashboard(answers: Answers = {}) {
  return renderScreen(<PartnerDashboardScreen />, {
    path: '/professional/dashboard',
    answers: {
      'GET /api/session': partnerSession({ discountPercentage: 15 }),
      'GET /api/professional/quotes': list([quote()]),
      'GET /api/professional/clients': { data: [] },
      'GET /api/professional/jobs': { data: [] },
      'GET /api/professional/client-price': { data: { mode: 'list' } },
      'POST /api/professional/send-quote/preview': PREVIEW,
      ...answers,
    },
  });
}

async function openTab(rendered: ReturnType<typeof renderDashboard>, name: string) {
  await rendered.user.click(await screen.findByRole('tab', { name }));
}

describe('the partner dashboard (PARTNER-14 to PARTNER-16, PARTNER-21 to PARTNER-24)', () => {
  it('shows the Overview’s average quote value as the server worked it, in rand (PARTNER-14)', async () => {
    const answer = list([quote(), quote({ id: 32, quoteNumber: 'Q-20260302-0032', totalCents: 250_001 })]);
    answer.data.totals = { ...answer.data.totals, quotedCents: 1_424_501, averageQuoteCents: 712_251 };
    renderDashboard({ 'GET /api/professional/quotes': answer });
    expect((await screen.findByTestId('overview-average')).textContent).toBe('R 7,122.51');
    expect(screen.getByText('Avg Quote Value')).toBeTruthy();
    expect(screen.getByTestId('overview-quoted').textContent).toBe('R 14,245.01');
  });

  it('lists a quote with its client, its client and trade totals and the margin between them (PARTNER-21 to PARTNER-24)', async () => {
    const rendered = renderDashboard();
    await openTab(rendered, 'Quotes');
    const row = await screen.findByTestId('partner-quote-row');
    for (const text of ['Thabo Mokoena', 'thabo@example.co.za', 'R 11,745.00', 'R 10,000.00', 'Draft'])
      expect(row.textContent).toContain(text);
    expect(within(row).getByTestId('partner-quote-margin').textContent).toBe('R 1,745.00 (14.86%)');
  });

  it('previews the e-mail before sending it: Cancel sends nothing, confirming sends it (PARTNER-16)', async () => {
    let sent = false;
    const rendered = renderDashboard({
      'GET /api/professional/quotes': () => list([quote({ status: sent ? 'sent' : 'draft' })]),
      'POST /api/professional/send-quote': () => {
        sent = true;
        return { data: { queued: true } };
      },
    });
    await openTab(rendered, 'Quotes');
    const row = await screen.findByTestId('partner-quote-row');
    await rendered.user.click(within(row).getByRole('button', { name: 'Send Q-20260302-0031' }));
    const preview = within(await screen.findByRole('dialog', { name: 'Send Q-20260302-0031' }));
    expect((await preview.findByTestId('send-preview-subject')).textContent).toBe(
      'Your quote from Oak & Iron Interiors: Q-20260302-0031',
    );
    expect(preview.getByTestId('send-preview-body').textContent).toContain('Dear Thabo Mokoena,');
    expect(preview.getByTestId('send-preview-total').textContent).toBe('R 11,745.00');
    await rendered.user.click(preview.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rendered.callsTo('POST /api/professional/send-quote')).toHaveLength(0);

    await rendered.user.click(within(row).getByRole('button', { name: 'Send Q-20260302-0031' }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Send to thabo@example.co.za' }));
    expect(await screen.findByText('Quote Sent')).toBeTruthy();
    expect(rendered.callsTo('POST /api/professional/send-quote')[0]?.body).toEqual({
      quoteId: 31,
      clientEmail: 'thabo@example.co.za',
      clientName: 'Thabo Mokoena',
    });
    await waitFor(() => expect(screen.getByTestId('partner-quote-row').textContent).toContain('Sent'));
  });

  it('a quote’s details show the workshop’s invoices to the partner at the trade price, and how to pay (ADR 047)', async () => {
    const detail = {
      status: 'accepted',
      partnerPricing: {
        clientPrice: { mode: 'markup', markupPercentage: 17.45 },
        discountPercentage: 15,
        tradeTotalCents: 1_000_000,
        clientTotalCents: 1_174_500,
        marginCents: 174_500,
        marginPercentage: 14.86,
      },
      invoices: [
        {
          number: 'INV-000007',
          kind: 'deposit',
          status: 'part_paid',
          issuedOn: '2026-03-03',
          totalCents: 500_000,
          paidCents: 100_000,
          owingCents: 400_000,
          reference: 'INV-000007',
        },
      ],
      howToPay: {
        accountHolder: 'Grainline Woodworks (Pty) Ltd',
        bankName: 'First National Bank',
        branchCode: '250655',
        accountNumber: '62812345678',
        accountType: 'cheque',
        reference: 'INV-000007',
      },
    };
    const rendered = renderDashboard({
      'GET /api/professional/quotes': list([quote({ status: 'accepted' })]),
      'GET /api/professional/quotes/31': { data: detail },
    });
    await openTab(rendered, 'Quotes');
    await rendered.user.click(await screen.findByRole('button', { name: 'Details of Q-20260302-0031' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quote Q-20260302-0031' }));
    const section = within(
      (await dialog.findByRole('heading', { level: 3, name: 'Invoices and payments' })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(section.getByRole('heading', { level: 4, name: 'Deposit INV-000007' })).toBeTruthy();
    expect(section.getByTestId('quote-invoice-status').textContent).toBe('Part paid');
    expect(section.getByTestId('invoices-owing').textContent).toBe('R 4,000.00');
    expect(section.getByTestId('how-to-pay-reference').textContent).toBe('INV-000007');
    expect(section.getByTestId('how-to-pay-amount').textContent).toBe('R 4,000.00');
  });

  it('says Failed to Send when the server refuses, and sends nothing more', async () => {
    const rendered = renderDashboard({
      'POST /api/professional/send-quote': { status: 429, code: 'too_many_requests', message: 'Too many' },
    });
    await openTab(rendered, 'Quotes');
    await rendered.user.click(await screen.findByRole('button', { name: 'Send Q-20260302-0031' }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Send to thabo@example.co.za' }));
    expect(await screen.findByText('Failed to Send')).toBeTruthy();
    expect(screen.getAllByText('Could not send the quote. Please try again.').length).toBeGreaterThan(0);
  });

  it('Settings: a wrong current password is said under its field, and a file that is no image under the logo’s (PARTNER-20)', async () => {
    const rendered = renderDashboard({
      'POST /api/professional/password': {
        status: 400,
        code: 'validation_error',
        message: 'Invalid input',
        fields: { currentPassword: 'Your current password is not right' },
      },
      'POST /api/professional/logo': {
        status: 415,
        code: 'unsupported_media_type',
        message: 'The logo must be a PNG, JPEG or WebP image.',
      },
    });
    await openTab(rendered, 'Settings');
    // The new password's rules are there before anything is typed.
    expect((await screen.findByLabelText('New password')).getAttribute('aria-describedby')).toBe(
      'settings-newPassword-rules',
    );
    expect(document.getElementById('settings-newPassword-rules')?.textContent).toBe(NEW_PASSWORD_RULES);
    expect(document.getElementById('settings-currentPassword-rules')).toBeNull();
    await rendered.fill(await screen.findByLabelText('Current password'), 'not my password at all');
    await rendered.fill(screen.getByLabelText('New password'), 'a new partner password 456');
    await rendered.fill(screen.getByLabelText('Confirm new password'), 'a new partner password 456');
    await rendered.user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(document.getElementById('settings-currentPassword-message')?.textContent).toMatch(
        /Your current password is not right/,
      ),
    );
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Your password was not changed/)).toBeNull();

    await rendered.user.upload(
      screen.getByLabelText('Add a logo'),
      new File(['not an image'], 'price-list.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(document.getElementById('settings-logo-message')?.textContent).toMatch(
        /The logo must be a PNG, JPEG or WebP image/,
      ),
    );
  });
});
