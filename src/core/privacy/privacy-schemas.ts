import { z } from 'zod';

/** The person to find or erase, by the e-mail address they gave (STAFF-10). */
export const personSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
});

/** How many of each record hold (or held) a person's data. */
export const erasureCountsSchema = z.object({
  leads: z.number().int(),
  quotes: z.number().int(),
  sketches: z.number().int(),
  emails: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

/**
 * POST /api/privacy/erase: what an erasure removed, by kind (ADR 041). Beside the records, the
 * quote PDFs cached for them, staff's notes on their quotes, the outbox's .eml files, and
 * whether the database's freed space holding the old bytes was overwritten or given back.
 */
export const erasureReportSchema = erasureCountsSchema.extend({
  quotePdfs: z.number().int(),
  notes: z.number().int(),
  emailFiles: z.number().int(),
  storageReclaimed: z.boolean(),
  invoicesKept: z
    .number()
    .int()
    .describe('Tax invoices that keep the name, address and VAT number the tax law requires (ADR 051)'),
  invoicesKeptUntil: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD: the day the last of them loses those details, erased then by the maintenance task'),
});
export type ErasureReport = z.infer<typeof erasureReportSchema>;

/** GET /api/privacy/person: what erasing them would touch. */
export const personFoundSchema = erasureCountsSchema.extend({ quoteNumbers: z.array(z.string()) });
export type PersonFound = z.infer<typeof personFoundSchema>;
