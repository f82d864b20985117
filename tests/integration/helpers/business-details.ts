import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { OwnerSettings } from '#core/invoicing/owner-settings';
import type { Database } from '#server/db/schema';
import { makeStaff, signInStaff } from './accounts';

/** Owner settings a tax invoice can be issued with (ADR 047); override what a test is about. */
export function makeOwnerSettings(overrides: Partial<OwnerSettings> = {}): OwnerSettings {
  return {
    registeredName: 'Grainline Woodworks (Pty) Ltd',
    tradingName: 'Grainline Woodworks',
    vatNumber: '4123456789',
    address: '12 Sawmill Road, Mbombela, 1201',
    bankAccountHolder: 'Grainline Woodworks (Pty) Ltd',
    bankName: 'First National Bank',
    bankBranchCode: '250655',
    bankAccountNumber: '62812345678',
    bankAccountType: 'cheque',
    depositShareBasisPoints: 5000,
    paymentTerms: 'Deposit on acceptance; balance before delivery.',
    ...overrides,
  };
}

/**
 * An owner saves the owner settings (so invoices can be issued) and a member of staff signs in to
 * read them: the staff member's headers.
 */
export async function invoicingStaff(
  app: FastifyInstance,
  db: Kysely<Database>,
  overrides: Partial<OwnerSettings> = {},
): Promise<Record<string, string>> {
  const owner = { cookie: await signInStaff(app, await makeStaff(db, { role: 'owner' })) };
  const staff = { cookie: await signInStaff(app, await makeStaff(db, { role: 'staff' })) };
  await saveOwnerSettings(app, owner, overrides);
  return staff;
}

/** An owner (`owner`, their headers) saves `makeOwnerSettings(overrides)` through PUT /api/admin/owner-settings. */
export async function saveOwnerSettings(
  app: FastifyInstance,
  owner: Record<string, string>,
  overrides: Partial<OwnerSettings> = {},
): Promise<OwnerSettings> {
  const settings = makeOwnerSettings(overrides);
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/owner-settings',
    headers: owner,
    payload: settings,
  });
  if (saved.statusCode !== 200) throw new Error(`Owner settings not saved: ${saved.body}`);
  return settings;
}
