import { keptQuery } from '#client/shared/staff-shell/list-filters';

/** What the invoice list keeps in its address: the search, the status and the period. */
const LIST_KEYS = ['search', 'status', 'from', 'to'] as const;

/** An invoice's detail, carrying the list's filters so its link back returns to the same list. */
export const invoiceAddress = (id: number, params: URLSearchParams) =>
  `/admin/invoices/${id}${keptQuery(params, LIST_KEYS)}`;

/** The list as it was when the invoice was opened. */
export const invoiceListAddress = (params: URLSearchParams) => `/admin/invoices${keptQuery(params, LIST_KEYS)}`;
