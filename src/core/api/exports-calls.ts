import { periodQuerySchema } from '#core/analytics/analytics-periods';
import { defineCall } from './call';
import { analyticsDaysCsvRoute, leadsCsvRoute, quotesCsvRoute } from './exports-routes';
import { file } from './replies';

const csv = file(['text/csv'], 'UTF-8 CSV (RFC 4180): a header row, then one row per record; sent as an attachment');

export const leadsCsvCall = defineCall({
  route: leadsCsvRoute,
  summary: 'Leads of the last `days` days as CSV',
  input: { query: periodQuerySchema(7) },
  reply: csv,
});

export const quotesCsvCall = defineCall({
  route: quotesCsvRoute,
  summary: 'Quotes of the last `days` days as CSV',
  input: { query: periodQuerySchema(7) },
  reply: csv,
});

export const analyticsDaysCsvCall = defineCall({
  route: analyticsDaysCsvRoute,
  summary: 'Visitor analytics per day of the last `days` days as CSV',
  input: { query: periodQuerySchema(7) },
  reply: csv,
});
