import { defineRoute } from './route';

/** Import a bank statement (OFX, or CSV with a bank's column mapping) as multipart, field `statement` (ADR 047). */
export const importStatementRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/bank-statements',
  access: 'staff',
});
/** Confirm a statement line as a payment of an invoice. */
export const applyStatementLineRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/bank-statements/:id/lines/:lineId/apply',
  access: 'staff',
});
/**
 * A period's invoices and credit notes, or its payments, in Sage's or Xero's import layout
 * (docs/accounting-export-layouts.md).
 */
export const accountingExportRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/exports/accounting',
  access: 'staff',
});
/** The banks whose CSV column mapping is saved, to choose one at the next import. */
export const statementMappingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/bank-statement-mappings',
  access: 'staff',
});
