import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#client/shared/testing/render-screen';
import { PartnerApplyScreen } from './partner-apply-screen';

function renderApply() {
  return renderScreen(<PartnerApplyScreen />, {
    path: '/professional/apply',
    answers: { 'POST /api/professional-users/apply': { data: { status: 'pending' } } },
  });
}

describe('the partner application (PARTNER-03)', () => {
  it('asks for the business type at its radios before anything is sent', async () => {
    const rendered = renderApply();
    await rendered.user.click(await screen.findByRole('button', { name: 'Send Application' }));
    const types = await screen.findByRole('group', { name: 'Business type' });
    expect(await screen.findByText('Choose Contractor or Reseller')).toBeTruthy();
    expect(types.getAttribute('aria-describedby')).toBe('apply-business-type-message');
    expect(rendered.callsTo('POST /api/professional-users/apply')).toHaveLength(0);
  });

  it('sends the business type chosen with the other fields, and thanks the applicant', async () => {
    const rendered = renderApply();
    await rendered.fill(await screen.findByLabelText('Business name'), 'Oak & Co');
    await rendered.user.click(screen.getByRole('radio', { name: 'Reseller' }));
    await rendered.fill(screen.getByLabelText('Contact name'), 'Thandi Nkosi');
    await rendered.fill(screen.getByLabelText('Email'), 'thandi@example.co.za');
    await rendered.fill(screen.getByLabelText('Phone'), '021 555 0100');
    await rendered.fill(screen.getByLabelText('Business address'), '1 Long Street, Cape Town');
    await rendered.user.click(screen.getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByRole('heading', { name: 'Thank You for Applying' })).toBeTruthy();
    const [sent] = rendered.callsTo('POST /api/professional-users/apply');
    expect(sent?.body).toMatchObject({
      businessName: 'Oak & Co',
      businessType: 'reseller',
      contactName: 'Thandi Nkosi',
    });
  });
});
