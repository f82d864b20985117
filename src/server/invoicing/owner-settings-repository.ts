import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  DEFAULT_DEPOSIT_SHARE_BASIS_POINTS,
  DEFAULT_PAYMENT_TERMS,
  missingOwnerSettings,
  type OwnerSettings,
  type StoredOwnerSettings,
} from '#core/invoicing/owner-settings';
import type { Database, OwnerSettingsTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

const BLANK: Omit<Selectable<OwnerSettingsTable>, 'id'> = {
  registered_name: '',
  trading_name: '',
  vat_number: '',
  address: '',
  bank_account_holder: '',
  bank_name: '',
  bank_branch_code: '',
  bank_account_number: '',
  bank_account_type: 'cheque',
  deposit_share_basis_points: DEFAULT_DEPOSIT_SHARE_BASIS_POINTS,
  payment_terms: DEFAULT_PAYMENT_TERMS,
  updated_at: null,
};

function settingsOf(row: Omit<Selectable<OwnerSettingsTable>, 'id'>): StoredOwnerSettings {
  const settings = {
    registeredName: row.registered_name,
    tradingName: row.trading_name,
    vatNumber: row.vat_number,
    address: row.address,
    bankAccountHolder: row.bank_account_holder,
    bankName: row.bank_name,
    bankBranchCode: row.bank_branch_code,
    bankAccountNumber: row.bank_account_number,
    bankAccountType: row.bank_account_type,
    depositShareBasisPoints: Number(row.deposit_share_basis_points),
    paymentTerms: row.payment_terms,
  };
  return { ...settings, missing: missingOwnerSettings(settings), updatedAt: row.updated_at };
}

/** The stored settings; blank (with the default deposit share and terms) before the first start carried any over. */
export async function readOwnerSettings(db: Executor): Promise<StoredOwnerSettings> {
  const row = await db.selectFrom('owner_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return settingsOf(row ?? BLANK);
}

const columnsOf = (settings: OwnerSettings) => ({
  registered_name: settings.registeredName,
  trading_name: settings.tradingName,
  vat_number: settings.vatNumber,
  address: settings.address,
  bank_account_holder: settings.bankAccountHolder,
  bank_name: settings.bankName,
  bank_branch_code: settings.bankBranchCode,
  bank_account_number: settings.bankAccountNumber,
  bank_account_type: settings.bankAccountType,
  deposit_share_basis_points: settings.depositShareBasisPoints,
  payment_terms: settings.paymentTerms,
});

export async function saveOwnerSettings(db: Executor, settings: OwnerSettings, now: Date): Promise<void> {
  const values = { ...columnsOf(settings), updated_at: now.toISOString() };
  await db
    .insertInto('owner_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/** The first row, unless there is one: several servers starting at once keep the first. */
export async function insertOwnerSettingsOnce(
  db: Executor,
  values: Partial<Omit<Selectable<OwnerSettingsTable>, 'id' | 'updated_at'>>,
): Promise<void> {
  await db
    .insertInto('owner_settings')
    .values({ ...BLANK, ...values, id: 1 })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
