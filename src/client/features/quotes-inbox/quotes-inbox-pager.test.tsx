import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxQuoteRow } from '#core/back-office/quotes-inbox';
import { renderScreen, staffSession } from '#client/shared/testing/render-screen';
import { QuotesInboxScreen } from './quotes-inbox-screen';

const row = (overrides: Partial<InboxQuoteRow> = {}): InboxQuoteRow => ({
  id: 7,
  quoteNumber: 'GL-2026-0007',
  customerName: 'Naledi Dlamini',
  customerEmail: 'naledi@example.co.za',
  companyName: null,
  partnerName: null,
  totalCents: 1_234_500,
  clientTotalCents: 1_234_500,
  status: 'accepted',
  outcome: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  validUntil: '2026-04-01T08:00:00.000Z',
  ...overrides,
});

/** The server: 45 quotes in pages of 20; a page past the last has no rows, as the real one answers. */
function renderInbox(path: string) {
  return renderScreen(<QuotesInboxScreen />, {
    path,
    route: '/admin/quotes',
    answers: {
      'GET /api/session': staffSession(),
      'GET /api/admin/quotes': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page') ?? '1');
        return { data: { quotes: page <= 3 ? [row({ id: page })] : [], total: 45, page, pageSize: 20 } };
      },
    },
  });
}

const address = (rendered: ReturnType<typeof renderInbox>) =>
  `${rendered.router.state.location.pathname}${rendered.router.state.location.search}`;

describe('the quotes inbox’s pager (STAFF-11)', () => {
  it('moves a page past the last to the last page, and reads truthfully there', async () => {
    const rendered = renderInbox('/admin/quotes?page=99999');
    const pager = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pager.getByText('Page 3 of 3')).toBeTruthy();
    expect(address(rendered)).toBe('/admin/quotes?page=3');
    expect(pager.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(pager.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
    expect(
      within(screen.getByRole('table', { name: 'Quotes' })).getByRole('link', { name: 'GL-2026-0007' }),
    ).toBeTruthy();
  });

  it('reads a page number the server would refuse as the first page, with no error', async () => {
    const rendered = renderInbox('/admin/quotes?page=abc');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await waitFor(() => expect(address(rendered)).toBe('/admin/quotes'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rendered.callsTo('GET /api/admin/quotes').every((call) => !call.url.includes('page='))).toBe(true);
  });
});
