import { keptQuery } from '#client/shared/staff-shell/list-filters';

/** What the inbox keeps in its address (STAFF-08): its search, filters and page. */
const INBOX_KEYS = ['search', 'status', 'from', 'to', 'page'] as const;

/** The inbox's query, kept only of the keys the inbox reads: '' or '?status=sent&page=2'. */
export const inboxQuery = (params: URLSearchParams): string => keptQuery(params, INBOX_KEYS);

/** A quote's detail, carrying the inbox's filters so its link back returns to the same list. */
export const quoteDetailAddress = (id: number, params: URLSearchParams) => `/admin/quotes/${id}${inboxQuery(params)}`;

/** The inbox as it was when the quote was opened. */
export const inboxAddress = (params: URLSearchParams) => `/admin/quotes${inboxQuery(params)}`;
