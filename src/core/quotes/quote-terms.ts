import { FIXED_LEAD_TIME, leadTimePromise, type LeadTime } from '../workshop/lead-time';

/**
 * The quote's terms and conditions: QUOTE-19's terms, with the lead time of the queue (OPS-19,
 * never less than QUOTE-09's 3–4 weeks) in place of 4–8. The customer agrees to these on the
 * contact form (QUOTE-05), so the form shows them in the words the PDF prints.
 */
export function quoteTerms(leadTime: LeadTime = FIXED_LEAD_TIME): string[] {
  return [
    'Payment is due within 7 days of acceptance.',
    'Quotes are valid for 30 days from the quote date.',
    `Lead time is ${leadTimePromise(leadTime)}.`,
    'Production starts only after payment has been received.',
    'Prices include the specified edge profiling.',
    'Custom specifications are locked once production begins.',
    'A 12-month guarantee covers manufacturing defects.',
  ];
}
