import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#client/shared/testing/render-screen';
import { StaffAttentionSummary } from './staff-home';

const attention = (
  overrides: Partial<Record<'newQuotes' | 'acceptedToFollowUp' | 'pendingApplications' | 'failedEmails', number>> = {},
) => ({
  data: { newQuotes: 3, acceptedToFollowUp: 1, pendingApplications: 0, failedEmails: 2, ...overrides },
});

describe('the staff home’s Needs attention panel (STAFF-11)', () => {
  it('names each count in words, one or many, and each leads to its list', async () => {
    renderScreen(<StaffAttentionSummary />, { path: '/admin', answers: { 'GET /api/admin/attention': attention() } });
    const panel = within(await screen.findByRole('region', { name: 'Needs attention' }));
    const links = await panel.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['3 new quotes in the last 7 days', '/admin/quotes'],
      ['1 accepted quote to follow up', '/admin/quotes?status=accepted'],
      ['0 pending applications', '/admin'],
      ['2 failed e-mails', '/admin/outbox'],
    ]);
  });

  it('follows the accepted-quotes count to the inbox filtered on accepted quotes', async () => {
    const rendered = renderScreen(<StaffAttentionSummary />, {
      path: '/admin',
      answers: { 'GET /api/admin/attention': attention({ acceptedToFollowUp: 4 }) },
    });
    await rendered.user.click(await screen.findByRole('link', { name: '4 accepted quotes to follow up' }));
    expect(`${rendered.router.state.location.pathname}${rendered.router.state.location.search}`).toBe(
      '/admin/quotes?status=accepted',
    );
  });
});
