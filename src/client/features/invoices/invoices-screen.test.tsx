import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, staffSession } from '#client/shared/testing/render-screen';
import { invoiceSummary } from './invoice-fixtures';
import { InvoicesScreen } from './invoices-screen';

const INVOICES = [
  invoiceSummary(),
  invoiceSummary({
    id: 13,
    number: 'CN-000001',
    kind: 'credit_note',
    status: 'credit_note',
    quoteId: 41,
    quoteNumber: 'Q-20261202-0041',
    recipientName: 'Kobus Kruger',
    paidCents: 0,
    owingCents: 0,
  }),
];

const listAt = (path: string, answers = {}) =>
  renderScreen(<InvoicesScreen />, {
    path,
    route: '/admin/invoices',
    answers: {
      'GET /api/session': staffSession(),
      'GET /api/admin/invoices': { data: { invoices: INVOICES } },
      ...answers,
    },
  });

describe('the invoices screen (ADR 047)', () => {
  it('lists invoices and credit notes with what is paid and owing, each linked to its detail and its quote', async () => {
    listAt('/admin/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const [, first, second] = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(first).toEqual([
      'INV-000012',
      'Deposit',
      'Q-20261201-0040',
      'Thandi Nkosi',
      '2026/12/01',
      'R 5,000.00',
      'R 1,000.00',
      'R 4,000.00',
      'Part paid',
    ]);
    expect(within(table).getByRole('link', { name: 'INV-000012' }).getAttribute('href')).toBe('/admin/invoices/12');
    expect(within(table).getByRole('link', { name: 'Q-20261201-0040' }).getAttribute('href')).toBe('/admin/quotes/40');
    expect(second?.[1]).toBe('Credit note');
    expect(screen.getByText('2 invoices and credit notes')).toBeTruthy();
  });

  it('asks the server for the status and period chosen, and keeps them in the address and the detail links', async () => {
    const rendered = listAt('/admin/invoices');
    await screen.findByRole('table', { name: 'Invoices' });
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unpaid');
    await rendered.fill(screen.getByRole('textbox', { name: 'Issued from' }), '2026/12/01');
    await rendered.fill(screen.getByRole('textbox', { name: 'Issued to' }), '2026/12/31');
    await vi.waitFor(() =>
      expect(rendered.calls.at(-1)?.url).toBe('/api/admin/invoices?status=unpaid&from=2026-12-01&to=2026-12-31'),
    );
    expect(rendered.router.state.location.search).toBe('?status=unpaid&from=2026-12-01&to=2026-12-31');
    expect((await screen.findByRole('link', { name: 'INV-000012' })).getAttribute('href')).toBe(
      '/admin/invoices/12?status=unpaid&from=2026-12-01&to=2026-12-31',
    );
  });

  it('searches by a quote number from the address, as the job and quote pages link to it', async () => {
    const rendered = listAt('/admin/invoices?search=q-20261202');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'CN-000001' })).toBeTruthy();
    expect(rendered.calls.filter((call) => call.url.startsWith('/api/admin/invoices'))[0]?.url).toBe(
      '/api/admin/invoices',
    );
    expect(screen.getByRole('textbox', { name: 'Number, quote or recipient' })).toHaveProperty('value', 'q-20261202');
  });

  it('says when there are no invoices, and when none match', async () => {
    listAt('/admin/invoices', { 'GET /api/admin/invoices': { data: { invoices: [] } } });
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
    listAt('/admin/invoices?search=nobody');
    expect(await screen.findByText('No invoices or credit notes match these filters.')).toBeTruthy();
  });

  it('says when the invoices could not be loaded, with a retry', async () => {
    listAt('/admin/invoices', {
      'GET /api/admin/invoices': { status: 500, code: 'internal', message: 'Something broke' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The invoices could not be loaded/);
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says an address with a status or day the server refuses is not one the list knows, without a retry', async () => {
    listAt('/admin/invoices?status=lost', {
      'GET /api/admin/invoices': { status: 400, code: 'validation_failed', message: 'Invalid input' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/a status or a day the list does not know/);
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
