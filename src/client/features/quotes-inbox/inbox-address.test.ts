import { describe, expect, it } from 'vitest';
import { inboxAddress, quoteDetailAddress } from './inbox-address';

describe('the inbox keeps its filters through a quote and back (STAFF-08)', () => {
  it('carries the search, filters and page to the detail and back', () => {
    const inbox = new URLSearchParams('search=Nkosi&status=sent&from=2026-11-01&to=2026-11-30&page=2');
    const detail = quoteDetailAddress(12, inbox);
    expect(detail).toBe('/admin/quotes/12?search=Nkosi&status=sent&from=2026-11-01&to=2026-11-30&page=2');
    expect(inboxAddress(new URL(detail, 'https://grainline.test').searchParams)).toBe(
      '/admin/quotes?search=Nkosi&status=sent&from=2026-11-01&to=2026-11-30&page=2',
    );
  });

  it('drops what the inbox does not read, and empty values', () => {
    expect(inboxAddress(new URLSearchParams('utm_source=mail&status=&search=a+b'))).toBe('/admin/quotes?search=a+b');
    expect(quoteDetailAddress(3, new URLSearchParams())).toBe('/admin/quotes/3');
  });
});
