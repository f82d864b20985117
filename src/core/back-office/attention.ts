import { z } from 'zod';

/** GET /api/admin/attention: what the staff home asks someone to look at (STAFF-11). */
export const staffAttentionSchema = z.object({
  newQuotes: z.number().int().describe('Quotes made in the last 7 days that nobody has marked won or lost'),
  acceptedToFollowUp: z.number().int().describe('Accepted quotes nobody has marked won or lost yet'),
  quotesToFollowUp: z
    .number()
    .int()
    .describe('Quotes that are new or accepted (each counted once) and not marked won or lost: the Quotes badge'),
  pendingApplications: z.number().int(),
  failedEmails: z.number().int(),
});
export type StaffAttention = z.infer<typeof staffAttentionSchema>;

export const NEW_QUOTE_DAYS = 7;
