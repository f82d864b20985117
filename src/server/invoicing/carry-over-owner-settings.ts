import type { Kysely } from 'kysely';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { insertOwnerSettingsOnce } from './owner-settings-repository';

/**
 * ADR 047: an install that set its address, VAT number and bank account in the environment
 * keeps them: the first start after the owner-settings migration copies them into the table,
 * and from then on the table is read (an owner edits it; the environment no longer counts).
 */
export async function carryOverOwnerSettings(db: Kysely<Database>, business: BusinessDetails): Promise<void> {
  const { banking } = business;
  await insertOwnerSettingsOnce(db, {
    registered_name: business.name,
    trading_name: business.name,
    vat_number: business.vatNumber ?? '',
    address: business.address ?? '',
    bank_account_holder: banking.accountName ?? '',
    bank_name: banking.bank ?? '',
    bank_branch_code: banking.branchCode ?? '',
    bank_account_number: banking.accountNumber ?? '',
  });
}
