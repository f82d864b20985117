
/** GET /api/admin/attention: what the staff home asks someone to look at (issue 15 item 8). */
export interface StaffAttention {
  /** Quotes made in the last NEW_QUOTE_DAYS days that nobody has marked won or lost. */
  newQuotes: number;
  /** Accepted quotes nobody has marked won or lost yet. */
  acceptedToFollowUp: number;
  pendingApplications: number;
  failedEmails: number;
}

export const NEW_QUOTE_DAYS = 7;
