import type { LeftReason, SuggestionReason } from './match-statement';

/** Why a line waits for a person, as staff read it beside the invoice. */
export const SUGGESTION_REASON_TEXT: Record<SuggestionReason, string> = {
  near_reference: 'The reference is one digit off this invoice’s number.',
  amount_matches: 'No reference matches, but the amount is exactly what this invoice still owes.',
  over_payment: 'The reference is this invoice’s, but the amount is more than it still owes.',
  several_references: 'The line names more than one invoice.',
};

/** Why a line was left, as staff read it. */
export const LEFT_REASON_TEXT: Record<LeftReason, string> = {
  debit: 'Money out, not a payment.',
  already_applied: 'Already applied from an earlier import.',
  no_match: 'No invoice matches its reference or its amount.',
};
