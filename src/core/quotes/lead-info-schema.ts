import { z } from 'zod';

/** QUOTE-05: the exact messages the customer sees, on the form and from the server. */
export const LEAD_MESSAGES = {
  fullName: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  agreeToTerms: 'You must agree to the terms and conditions',
} as const;

// Control characters (a NUL above all, which PostgreSQL refuses to store) have no place in a
// name; refusing them here keeps a pasted oddity from becoming a server error.
const withoutControlCharacters = (value: string) =>
  ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

// A name is printed in an e-mail sent from the workshop's own address, so a
// "name" that is a link or an address ('Claim at http://…', 'win.example', 'x@y') would turn
// the quote e-mail into a relay for someone else's message.
const LINK_OR_ADDRESS = /(:\/\/|www\.|@|[\p{L}\p{N}-]\.[\p{L}]{2,}(?![\p{L}\p{N}]))/iu;
const withoutLinks = (value: string) => !LINK_OR_ADDRESS.test(value);
export const NO_LINKS_MESSAGES = {
  fullName: 'Please enter your name without web or e-mail addresses',
  companyName: 'Please enter the company name without web or e-mail addresses',
} as const;

export const leadInfoSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, LEAD_MESSAGES.fullName)
    .max(120, 'Name must be at most 120 characters')
    .refine(withoutControlCharacters, 'Name contains characters we cannot store')
    .refine(withoutLinks, NO_LINKS_MESSAGES.fullName),
  email: z.string().trim().max(254, LEAD_MESSAGES.email).pipe(z.email(LEAD_MESSAGES.email)),
  phone: z
    .string()
    .trim()
    .min(10, LEAD_MESSAGES.phone)
    .max(30, LEAD_MESSAGES.phone)
    // Digits with the separators people type: +27 (0)82 555-0142, 082.555.0142, 082/555/0142.
    .regex(/^[+0-9 ()./-]+$/, LEAD_MESSAGES.phone),
  companyName: z
    .string()
    .trim()
    .max(120, 'Company name must be at most 120 characters')
    .refine(withoutControlCharacters, 'Company name contains characters we cannot store')
    .refine(withoutLinks, NO_LINKS_MESSAGES.companyName)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** The contact form adds the terms checkbox, which the server does not store. */
export const contactFormSchema = leadInfoSchema.extend({
  agreeToTerms: z.boolean().refine((agreed) => agreed, LEAD_MESSAGES.agreeToTerms),
});

export type LeadInfoInput = z.input<typeof leadInfoSchema>;
export type ContactFormValues = z.input<typeof contactFormSchema>;
