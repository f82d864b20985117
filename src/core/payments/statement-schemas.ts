import { z } from 'zod';
import { ACCOUNTING_FORMATS } from '#core/accounting/accounting-export';

/** What became of a statement line: applied as a payment, suggested for a person to confirm, or left. */
export const STATEMENT_LINE_STATUSES = ['applied', 'suggested', 'left'] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written 2026-12-06.');

/** One imported line as staff see it, beside the invoice it paid or may pay. */
export const statementLineViewSchema = z.object({
  id: z.number().int(),
  postedOn: isoDay,
  amountCents: z.number().int().describe('Money in positive, money out negative'),
  description: z.string(),
  reference: z.string(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  invoice: z
    .object({
      id: z.number().int(),
      number: z.string(),
      recipientName: z.string(),
      totalCents: z.number().int(),
      owingCents: z.number().int(),
    })
    .nullable()
    .describe('The invoice it paid (applied) or the candidate a person confirms (suggested)'),
  reasonCode: z.string().nullable(),
  reason: z.string().nullable().describe('Why it was suggested or left, in words'),
});
export type StatementLineView = z.infer<typeof statementLineViewSchema>;

/** An imported statement and each of its lines' outcomes, in the file's order. */
export const bankStatementViewSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  importedAt: z.string(),
  counts: z.object({ applied: z.number().int(), suggested: z.number().int(), left: z.number().int() }),
  lines: z.array(statementLineViewSchema),
});
export type BankStatementView = z.infer<typeof bankStatementViewSchema>;

/** The banks whose CSV column mapping is saved, by name. */
export const statementMappingListSchema = z.object({
  mappings: z.array(z.object({ id: z.number().int(), bankName: z.string(), savedAt: z.string() })),
});
export type StatementMappingList = z.infer<typeof statementMappingListSchema>;

/** Confirm a suggested (or left) line as a payment of this invoice. */
export const applyStatementLineSchema = z.object({ invoiceId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The accounting export's query: the package, the period and which of its two files. */
export const accountingExportRequestSchema = z
  .object({
    format: z.enum(ACCOUNTING_FORMATS, { error: 'The format is sage or xero' }),
    from: isoDay,
    to: isoDay,
    kind: z.enum(['invoices', 'payments'], { error: 'The kind is invoices or payments' }).default('invoices'),
  })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'The period ends before it starts.' });
