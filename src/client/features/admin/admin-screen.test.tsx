import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerApplication } from '#core/accounts/account-schemas';
import type { PartnerActivity } from '#core/partner-area/partner-area-schemas';
import { makeApplication } from '#client/shared/testing/partner-factories';
import { renderScreen, staffSession, type Answers } from '#client/shared/testing/render-screen';
import { AdminScreen } from './admin-screen';

const SERVER_ERROR = { status: 500, code: 'internal', message: 'Something went wrong on our side. Please try again.' };

const activity = (overrides: Partial<PartnerActivity> = {}): PartnerActivity => ({
  id: 11,
  businessName: 'Lowveld Joinery',
  businessType: 'contractor',
  contactName: 'Sipho Dlamini',
  contactEmail: 'sipho@lowveld.example.co.za',
  status: 'approved',
  discountPercentage: 15,
  quoteCount: 1,
  quoteValueCents: 1_234_500,
  suspendedAt: null,
  signInDelayedUntil: null,
  ...overrides,
});

/** The applications the server holds, by status, as the Admin Dashboard asks for them. */
function renderAdmin(path: string, applications: () => PartnerApplication[], answers: Answers = {}) {
  return renderScreen(<AdminScreen />, {
    path,
    route: '/admin',
    answers: {
      'GET /api/session': staffSession(),
      'GET /api/admin/attention': {
        data: { newQuotes: 0, acceptedToFollowUp: 0, pendingApplications: 1, failedEmails: 0 },
      },
      'GET /api/professional-users': (call) => {
        const status = new URL(call.url, 'http://x').searchParams.get('status');
        return { data: applications().filter((application) => application.status === status) };
      },
      ...answers,
    },
  });
}

describe('the Admin Dashboard’s applications (STAFF-05, STAFF-06, STAFF-07)', () => {
  it('approves at a discount of at most 30 % with two decimals (PRICE-11), says so, and the card leaves the pending list', async () => {
    let approved = false;
    const rendered = renderAdmin('/admin', () => [makeApplication({ status: approved ? 'approved' : 'pending' })], {
      'PATCH /api/professional-users/11/approve': () => {
        approved = true;
        return { data: makeApplication({ status: 'approved', discountPercentage: 12.5 }) };
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Lowveld Joinery' }));
    const discount = card.getByLabelText<HTMLInputElement>('Discount (%)');
    expect(discount.value).toBe('10');
    for (const [typed, message] of [
      ['31', 'Discount can be at most 30%'],
      ['12.345', 'Discount may have at most two decimals'],
    ]) {
      await rendered.fill(discount, typed ?? '');
      await rendered.user.click(card.getByRole('button', { name: 'Approve' }));
      expect(await card.findByText(message ?? '')).toBeTruthy();
    }
    expect(rendered.callsTo('PATCH /api/professional-users/11/approve')).toHaveLength(0);
    await rendered.fill(discount, '12.5');
    await rendered.user.click(card.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application Approved')).toBeTruthy();
    expect(screen.getAllByText('The professional user has been approved successfully.').length).toBeGreaterThan(0);
    expect(rendered.callsTo('PATCH /api/professional-users/11/approve')[0]?.body).toEqual({ discountPercentage: 12.5 });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lowveld Joinery' })).toBeNull());
  });

  it('says when an approve or a reject fails, keeps the reason typed, and leaves the application pending', async () => {
    const rendered = renderAdmin('/admin', () => [makeApplication()], {
      'PATCH /api/professional-users/11/approve': SERVER_ERROR,
      'PATCH /api/professional-users/11/reject': SERVER_ERROR,
    });
    const card = within(await screen.findByRole('article', { name: 'Lowveld Joinery' }));
    await rendered.user.click(card.getByRole('button', { name: 'Approve' }));
    expect((await screen.findAllByText('Failed to approve application. Please try again.')).length).toBeGreaterThan(0);
    await rendered.user.click(card.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Application' }));
    const reject = dialog.getByRole('button', { name: 'Reject Application' });
    expect(reject.hasAttribute('disabled')).toBe(true);
    await rendered.fill(dialog.getByLabelText('Reason for rejection'), '   ');
    expect(reject.hasAttribute('disabled')).toBe(true);
    await rendered.fill(dialog.getByLabelText('Reason for rejection'), 'Outside our delivery area');
    await rendered.user.click(reject);
    expect((await screen.findAllByText('Failed to reject application. Please try again.')).length).toBeGreaterThan(0);
    expect(dialog.getByLabelText<HTMLTextAreaElement>('Reason for rejection').value).toBe('Outside our delivery area');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Reject Application' }).hasAttribute('disabled')).toBe(false),
    );
    // Still pending, behind the dialog that stays open.
    expect(screen.getByRole('article', { name: 'Lowveld Joinery', hidden: true })).toBeTruthy();
  });

  it('STAFF-07: an approved partner’s card sends a fresh setup link, shows their work, changes their discount and suspends them', async () => {
    let partner = activity();
    const rendered = renderAdmin(
      '/admin?status=approved',
      () => [makeApplication({ status: 'approved', discountPercentage: partner.discountPercentage })],
      {
        'POST /api/professional-users/11/setup-link': { data: { sent: true } },
        'GET /api/staff/partners/activity': () => ({ data: [partner] }),
        'PATCH /api/staff/partners/11/discount': (call) => {
          partner = {
            ...partner,
            discountPercentage: (call.body as { discountPercentage: number }).discountPercentage,
          };
          return { data: { id: 11, discountPercentage: partner.discountPercentage } };
        },
        'POST /api/staff/partners/11/suspend': () => {
          partner = { ...partner, status: 'suspended', suspendedAt: '2026-03-02T09:00:00.000Z' };
          return { data: { id: 11, status: 'suspended' } };
        },
      },
    );
    const card = within(await screen.findByRole('article', { name: 'Lowveld Joinery' }));
    expect(card.getByText('15% discount')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Approve' })).toBeNull();
    await rendered.user.click(card.getByRole('button', { name: 'Send new setup link' }));
    expect(await screen.findByText('Setup Link Sent')).toBeTruthy();

    const work = within(await screen.findByTestId('partner-activity'));
    expect(work.getAllByRole('definition').map((figure) => figure.textContent)).toEqual(
      expect.arrayContaining(['1', 'R 12,345.00']),
    );
    await rendered.fill(work.getByLabelText('Discount for new quotes (%)'), '20');
    await rendered.user.click(work.getByRole('button', { name: 'Change discount' }));
    expect(await screen.findByText('Discount Changed')).toBeTruthy();
    expect(await card.findByText('20% discount')).toBeTruthy();
    expect(rendered.callsTo('PATCH /api/staff/partners/11/discount')[0]?.body).toEqual({ discountPercentage: 20 });

    await rendered.user.click(work.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Partner Suspended')).toBeTruthy();
    const suspended = within(await screen.findByRole('region', { name: 'Suspended partners' }));
    expect(suspended.getByRole('button', { name: 'Reinstate' })).toBeTruthy();
  });
});
