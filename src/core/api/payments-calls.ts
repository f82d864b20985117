import { z } from 'zod';
import {
  accountingExportRequestSchema,
  applyStatementLineSchema,
  bankStatementViewSchema,
  statementLineViewSchema,
  statementMappingListSchema,
} from '#core/payments/statement-schemas';
import { defineCall } from './call';
import { rowId } from './id-params';
import { named } from './input-names';
import {
  accountingExportRoute,
  applyStatementLineRoute,
  importStatementRoute,
  statementMappingsRoute,
} from './payments-routes';
import { file, json } from './replies';

/**
 * The multipart body is read by the handler, not validated by a schema: the file in `statement`,
 * and either `mappingId` (a saved bank's mapping) or `mapping` (its JSON) with an optional
 * `bankName` to save it under. An OFX file needs neither.
 */
export const importStatementCall = defineCall({
  route: importStatementRoute,
  summary:
    'Import a bank statement (multipart/form-data: file "statement"; "mappingId", or "mapping" JSON and "bankName" to save it, for CSV). Exact matches are recorded as payments at once; answers every line as applied, suggested or left',
  input: {},
  reply: json(bankStatementViewSchema, 201),
});

export const applyStatementLineCall = defineCall({
  route: applyStatementLineRoute,
  summary: 'Confirm a statement line as a payment of an invoice (409 when the line was already applied)',
  input: {
    params: named(z.object({ id: rowId(), lineId: rowId() }), 'statement line'),
    body: applyStatementLineSchema,
  },
  reply: json(statementLineViewSchema, 201),
});

export const accountingExportCall = defineCall({
  route: accountingExportRoute,
  summary:
    'A period’s invoices and credit notes (kind=invoices) or payments (kind=payments) as CSV in Sage’s or Xero’s import layout',
  input: { query: named(accountingExportRequestSchema, 'accounting export') },
  reply: file(
    ['text/csv'],
    'UTF-8 CSV in the package’s import layout: one header row, CRLF line ends; sent as an attachment',
  ),
});

export const statementMappingsCall = defineCall({
  route: statementMappingsRoute,
  summary: 'The banks whose CSV column mapping is saved (name it as `mappingId` when importing their statements)',
  input: {},
  reply: json(statementMappingListSchema),
});
