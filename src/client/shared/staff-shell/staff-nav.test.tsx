import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#client/shared/testing/render-screen';
import { StaffNav } from './staff-nav';

const attention = { data: { quotesToFollowUp: 0, pendingApplications: 0, failedEmails: 0 } };
const currentLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the staff navigation (STAFF-11)', () => {
  it.each([
    ['/admin/invoices/12', 'Invoices'],
    ['/admin/jobs/3', 'Jobs'],
    ['/admin/quotes/40', 'Quotes'],
    ['/admin', 'Applications'],
  ])('marks the screen %s belongs to: %s', async (path, label) => {
    renderScreen(<StaffNav />, { path, route: '*', answers: { 'GET /api/admin/attention': attention } });
    await screen.findByRole('navigation', { name: 'Staff' });
    expect(currentLinks()).toEqual([label]);
  });
});
