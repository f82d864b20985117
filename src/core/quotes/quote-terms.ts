/**
 * The quote's terms and conditions: QUOTE-19's terms, with QUOTE-09's lead time
 * of 3–4 weeks in place of 4–8. The customer agrees to these on the contact form (QUOTE-05),
 * so the form shows them in the words the PDF prints.
 */
export const QUOTE_TERMS = [
  'Payment is due within 7 days of acceptance.',
  'Quotes are valid for 30 days from the quote date.',
  'Lead time is 3–4 weeks from quote confirmation and payment.',
  'Production starts only after payment has been received.',
  'Prices include the specified edge profiling.',
  'Custom specifications are locked once production begins.',
  'A 12-month guarantee covers manufacturing defects.',
] as const;
