import { securityLogPageSchema, securityLogQuerySchema } from '#core/accounts/security-log-schemas';
import { defineCall } from './call';
import { file, json } from './replies';
import { securityLogCsvRoute, securityLogRoute } from './security-log-routes';

export const securityLogCall = defineCall({
  route: securityLogRoute,
  summary: 'The security log, newest first, a page at a time',
  input: { query: securityLogQuerySchema },
  reply: json(securityLogPageSchema),
});

export const securityLogCsvCall = defineCall({
  route: securityLogCsvRoute,
  summary: 'The whole security log as CSV, oldest first',
  input: {},
  reply: file(['text/csv'], 'UTF-8 CSV (RFC 4180): a header row, then one row per entry; sent as an attachment'),
});
