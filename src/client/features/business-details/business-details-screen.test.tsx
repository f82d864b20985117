import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerSettings, StoredOwnerSettings } from '#core/invoicing/owner-settings';
import { renderScreen, staffSession, type Answers } from '#client/shared/testing/render-screen';
import { BusinessDetailsScreen } from './business-details-screen';

const CARRIED_OVER: StoredOwnerSettings = {
  registeredName: 'Grainline Woodworks',
  tradingName: 'Grainline Woodworks',
  vatNumber: '',
  address: '12 Sawmill Road, Mbombela',
  bankAccountHolder: 'Grainline Woodworks',
  bankName: 'FNB',
  bankBranchCode: '250655',
  bankAccountNumber: '62812345678',
  bankAccountType: 'cheque',
  depositShareBasisPoints: 5000,
  paymentTerms: 'Deposit on acceptance.',
  missing: ['vatNumber'],
  updatedAt: null,
};

function renderBusinessDetails(answers: Answers, role: 'owner' | 'staff' = 'owner') {
  return renderScreen(<BusinessDetailsScreen />, {
    path: '/admin/business',
    answers: {
      'GET /api/session': staffSession({ role }),
      'GET /api/admin/owner-settings': { data: CARRIED_OVER },
      ...answers,
    },
  });
}

describe('the business details (ADR 047)', () => {
  it('names what a tax invoice still needs, refuses a VAT number SARS would not issue, and saves the deposit share as basis points', async () => {
    const rendered = renderBusinessDetails({
      'PUT /api/admin/owner-settings': (call) => ({
        data: { ...(call.body as OwnerSettings), missing: [], updatedAt: '2026-12-06T16:00:00.000Z' },
      }),
    });
    expect(await screen.findByText(/still to fill in, VAT number/)).toBeTruthy();
    await rendered.fill(screen.getByLabelText('VAT number'), '5123456789');
    await rendered.user.click(screen.getByRole('button', { name: 'Save the business details' }));
    expect(await screen.findByText('A VAT number has 10 digits and starts with 4')).toBeTruthy();
    expect(rendered.callsTo('PUT /api/admin/owner-settings')).toHaveLength(0);
    await rendered.fill(screen.getByLabelText('VAT number'), '4123456789');
    await rendered.fill(screen.getByLabelText('Deposit share (%)'), '40.5');
    await rendered.user.click(screen.getByRole('button', { name: 'Save the business details' }));
    expect(await screen.findByText(/^Saved: invoices/)).toBeTruthy();
    expect(rendered.callsTo('PUT /api/admin/owner-settings')[0]?.body).toMatchObject({
      vatNumber: '4123456789',
      depositShareBasisPoints: 4050,
    });
    expect(screen.queryByText(/still to fill in/)).toBeNull();
  });

  it('puts the server’s refusal under the field it names', async () => {
    const rendered = renderBusinessDetails({
      'PUT /api/admin/owner-settings': {
        status: 400,
        code: 'validation_failed',
        message: 'Check the form',
        fields: { bankBranchCode: 'A branch code has 6 digits' },
      },
    });
    await rendered.fill(await screen.findByLabelText('VAT number'), '4123456789');
    await rendered.user.click(screen.getByRole('button', { name: 'Save the business details' }));
    expect(await screen.findByText('A branch code has 6 digits')).toBeTruthy();
    expect(screen.getByLabelText('Branch code').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells staff who are not owners that only an owner sees them, and asks the server nothing', async () => {
    const rendered = renderBusinessDetails({}, 'staff');
    expect(await screen.findByText('Only an owner can see and change the business details.')).toBeTruthy();
    expect(rendered.callsTo('GET /api/admin/owner-settings')).toHaveLength(0);
  });
});
