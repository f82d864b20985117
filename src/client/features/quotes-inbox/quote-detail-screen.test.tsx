import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, staffSession } from '#client/shared/testing/render-screen';
import { QuoteDetailScreen } from './quote-detail-screen';

describe('the staff quote detail (STAFF-08, STAFF-10)', () => {
  it.each([
    ['999999999', { status: 404, code: 'not_found', message: 'Quote not found' }],
    ['not-a-number', { status: 400, code: 'validation_error', message: 'Invalid input' }],
  ])(
    'says a quote that is gone (or never was), %s, is not there, rather than asking for a retry',
    async (id, reply) => {
      renderScreen(<QuoteDetailScreen />, {
        path: `/admin/quotes/${id}?status=accepted`,
        route: '/admin/quotes/:id',
        answers: { 'GET /api/session': staffSession(), [`GET /api/admin/quotes/${id}`]: reply },
      });
      expect(
        await screen.findByText('There is no such quote: check the number, or it may have been erased.'),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
      // Back to the inbox as it was filtered.
      expect(screen.getByRole('link', { name: '← Back to the quotes' }).getAttribute('href')).toBe(
        '/admin/quotes?status=accepted',
      );
    },
  );
});
