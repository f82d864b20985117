import type { Kysely } from 'kysely';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { readOwnerSettings } from './owner-settings-repository';

const setOrUnset = (value: string) => value || undefined;

/**
 * The business as quotes, PDFs and e-mails print it: the address, VAT number and bank
 * account from the owner settings (ADR 047), read per request so every server prints what an
 * owner saved last; name, e-mail, phone, hours and the public address still from the settings file.
 */
export async function currentBusinessDetails(
  db: Kysely<Database>,
  configured: BusinessDetails,
): Promise<BusinessDetails> {
  const saved = await readOwnerSettings(db);
  if (saved.updatedAt === null && !saved.address && !saved.bankAccountNumber && !saved.vatNumber) return configured;
  return {
    ...configured,
    address: setOrUnset(saved.address),
    vatNumber: setOrUnset(saved.vatNumber),
    banking: {
      bank: setOrUnset(saved.bankName),
      accountName: setOrUnset(saved.bankAccountHolder),
      accountNumber: setOrUnset(saved.bankAccountNumber),
      branchCode: setOrUnset(saved.bankBranchCode),
    },
  };
}
