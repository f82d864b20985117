import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonFound } from '#core/privacy/privacy-schemas';
import { renderScreen, staffSession } from '#client/shared/testing/render-screen';
import { CustomerDataScreen } from './customer-data-screen';

const held = (overrides: Partial<PersonFound> = {}): PersonFound => ({
  leads: 1,
  quotes: 1,
  sketches: 0,
  emails: 1,
  quoteNumbers: ['GL-2026-0001'],
  ...overrides,
});

function renderCustomerData() {
  return renderScreen(<CustomerDataScreen />, {
    path: '/admin/data',
    answers: {
      'GET /api/session': staffSession(),
      'GET /api/privacy/person': () => ({ data: held() }),
      'POST /api/privacy/erase': {
        data: {
          erased: {
            leads: 1,
            quotes: 1,
            sketches: 0,
            emails: 1,
            quotePdfs: 1,
            notes: 0,
            emailFiles: 2,
            storageReclaimed: true,
            invoicesKept: 1,
            invoicesKeptUntil: '2032-03-07',
          },
        },
      },
    },
  });
}

describe('the Customer Data screen (STAFF-10)', () => {
  it('offers the leads for the chosen period as CSV', async () => {
    const rendered = renderCustomerData();
    const leads = await screen.findByRole('link', { name: 'Leads (CSV)' });
    await rendered.user.selectOptions(screen.getByLabelText('Period'), '7');
    expect(leads.getAttribute('href')).toBe('/api/exports/leads.csv?days=7');
  });

  it('catches a badly formed address before it is sent, at the field', async () => {
    const rendered = renderCustomerData();
    const box = await screen.findByLabelText("Customer's e-mail");
    await rendered.fill(box, 'not-an-address');
    await rendered.user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('erase-email-message');
    expect(rendered.callsTo('GET /api/privacy/person')).toHaveLength(0);
  });

  it('erases only the address that was found, and only after the owner says yes', async () => {
    const rendered = renderCustomerData();
    const box = await screen.findByLabelText("Customer's e-mail");
    await rendered.fill(box, 'shown@example.co.za');
    await rendered.user.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      (await screen.findByText(/Held: 1 lead\(s\), 1 quote\(s\)/)).closest('[role="status"]')?.textContent,
    ).toContain('shown@example.co.za');
    // Editing the box withdraws the result: nothing is offered for an address not looked up.
    await rendered.fill(box, 'typed-after@example.co.za');
    expect(screen.queryByText(/Held:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase this person’s data' })).toBeNull();

    await rendered.fill(box, 'shown@example.co.za');
    await rendered.user.click(screen.getByRole('button', { name: 'Find' }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Erase this person’s data' }));
    const confirm = screen.getByRole('group', { name: 'Erase shown@example.co.za' });
    expect(confirm.textContent).toContain('Erase everything held for shown@example.co.za? This cannot be undone.');
    await rendered.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Erase shown@example.co.za' })).toBeNull();
    expect(rendered.callsTo('POST /api/privacy/erase')).toHaveLength(0);

    await rendered.user.click(screen.getByRole('button', { name: 'Erase this person’s data' }));
    await rendered.user.click(
      screen.getByRole('button', { name: 'Yes, erase everything held for shown@example.co.za' }),
    );
    expect(
      (await screen.findAllByText(/Erased for shown@example\.co\.za: 1 lead\(s\), 1 quote\(s\)/)).length,
    ).toBeGreaterThan(0);
    // ADR 051: what the tax law keeps, and until when, so the person can be told.
    expect(
      screen.getAllByText(/1 tax invoice\(s\) keep the name, address and VAT number .* until 2032\/03\/07/).length,
    ).toBeGreaterThan(0);
    await waitFor(() =>
      expect(rendered.callsTo('POST /api/privacy/erase').map((call) => call.body)).toEqual([
        { email: 'shown@example.co.za' },
      ]),
    );
  });
});
