import { z } from 'zod';

/** GET /api/reports/daily: one sent report in the list. */
export const reportSummarySchema = z.object({
  id: z.number().int(),
  day: z.string().describe('The Johannesburg day the report is about'),
  kind: z.enum(['scheduled', 'test']),
  subject: z.string(),
  recipients: z.number().int(),
  sentAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /api/reports/daily/{id}: the report as it was e-mailed. */
export const reportDetailSchema = reportSummarySchema
  .omit({ recipients: true })
  .extend({ html: z.string(), text: z.string() });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** POST /api/reports/daily: the test report sent now. */
export const testReportSentSchema = z.object({
  generated: z.boolean().describe('False when no staff member receives the report'),
  reportId: z.number().int().nullable(),
  recipients: z.number().int(),
  message: z.string(),
});
