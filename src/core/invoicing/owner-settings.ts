import { z } from 'zod';

/** Account types a South African bank names on a statement. */
export const BANK_ACCOUNT_TYPES = ['cheque', 'savings', 'transmission'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** ADR 047: half the accepted total, until an owner chooses another share. */
export const DEFAULT_DEPOSIT_SHARE_BASIS_POINTS = 5000;
export const DEFAULT_PAYMENT_TERMS =
  'Deposit on acceptance; the balance before collection or delivery. Pay by EFT with the invoice number as the reference.';

/** SARS's VAT number: 10 digits starting with 4 (ADR 047); the business's own and a customer's alike. */
export const vatNumberSchema = z
  .string()
  .trim()
  .regex(/^4\d{9}$/, 'A VAT number has 10 digits and starts with 4');

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `The ${label} is at most ${max} characters`);

/**
 * ADR 047: the business's own details, in the database, edited by owners. A VAT number is
 * SARS's 10 digits starting with 4; a branch code is the bank's 6 digits.
 */
export const ownerSettingsSchema = z.object({
  registeredName: text('registered name', 200),
  tradingName: text('trading name', 200),
  vatNumber: vatNumberSchema,
  address: text('address', 500),
  bankAccountHolder: text('account holder', 200),
  bankName: text('bank', 100),
  bankBranchCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'A branch code has 6 digits'),
  bankAccountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,16}$/, 'An account number has 6 to 16 digits'),
  bankAccountType: z.enum(BANK_ACCOUNT_TYPES, { error: 'Choose cheque, savings or transmission' }),
  depositShareBasisPoints: z
    .number({ error: 'Enter the deposit share' })
    .int('The deposit share has at most two decimals')
    .min(0, 'The deposit share is 0 % to 100 %')
    .max(10_000, 'The deposit share is 0 % to 100 %'),
  paymentTerms: text('payment terms', 1000),
});
export type OwnerSettings = z.infer<typeof ownerSettingsSchema>;

/**
 * What is stored, as read: details carried over from the old settings may still be blank or
 * not yet valid (an owner completes them); `missing` names the fields an invoice cannot do without.
 */
export const storedOwnerSettingsSchema = z.object({
  registeredName: z.string(),
  tradingName: z.string(),
  vatNumber: z.string(),
  address: z.string(),
  bankAccountHolder: z.string(),
  bankName: z.string(),
  bankBranchCode: z.string(),
  bankAccountNumber: z.string(),
  bankAccountType: z.enum(BANK_ACCOUNT_TYPES),
  depositShareBasisPoints: z.number().int(),
  paymentTerms: z.string(),
  missing: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type StoredOwnerSettings = z.infer<typeof storedOwnerSettingsSchema>;

/** The fields that do not pass `ownerSettingsSchema` as stored: what an owner still has to fill in. */
export function missingOwnerSettings(settings: Omit<StoredOwnerSettings, 'missing' | 'updatedAt'>): string[] {
  const checked = ownerSettingsSchema.safeParse(settings);
  return checked.success ? [] : [...new Set(checked.error.issues.map((issue) => String(issue.path[0])))].sort();
}
