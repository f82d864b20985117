import { beforeAll, expect, it } from 'vitest';
import type { SecurityLogPage } from '#core/accounts/security-log-schemas';
import type { OwnerSettings, StoredOwnerSettings } from '#core/invoicing/owner-settings';
import { carryOverOwnerSettings } from '#server/invoicing/carry-over-owner-settings';
import { currentBusinessDetails } from '#server/invoicing/current-business-details';
import { makeStaff, signInStaff } from './helpers/accounts';
import { makeOwnerSettings } from './helpers/business-details';
import { describeEachDatabase } from './helpers/test-app';

const URL = '/api/admin/owner-settings';

const VALID = makeOwnerSettings();

/** Each bad value, the field the answer names, and the words it says there. */
const INVALID: [Partial<Record<keyof OwnerSettings, unknown>>, keyof OwnerSettings, RegExp][] = [
  [{ vatNumber: '5123456789' }, 'vatNumber', /10 digits and starts with 4/],
  [{ vatNumber: '412345678' }, 'vatNumber', /10 digits and starts with 4/],
  [{ vatNumber: '41234567890' }, 'vatNumber', /10 digits and starts with 4/],
  [{ vatNumber: '41234a6789' }, 'vatNumber', /10 digits and starts with 4/],
  [{ bankBranchCode: '25065' }, 'bankBranchCode', /6 digits/],
  [{ bankBranchCode: '2506555' }, 'bankBranchCode', /6 digits/],
  [{ bankBranchCode: '25-655' }, 'bankBranchCode', /6 digits/],
  [{ bankAccountNumber: '12345' }, 'bankAccountNumber', /6 to 16 digits/],
  [{ registeredName: '   ' }, 'registeredName', /Enter the registered name/],
  [{ address: '' }, 'address', /Enter the address/],
  [{ bankAccountType: 'credit' }, 'bankAccountType', /cheque, savings or transmission/],
  [{ depositShareBasisPoints: 10_001 }, 'depositShareBasisPoints', /0 % to 100 %/],
  [{ depositShareBasisPoints: -1 }, 'depositShareBasisPoints', /0 % to 100 %/],
  [{ depositShareBasisPoints: 5000.5 }, 'depositShareBasisPoints', /at most two decimals/],
];

describeEachDatabase('owner settings: the business details invoices print (ADR 047)', (ctx) => {
  let owner: Record<string, string> = {};
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    owner = {
      cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'owner', name: 'Olga Owner' })),
    };
    staff = {
      cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'staff', name: 'Sipho Staff' })),
    };
  });
  const put = (payload: unknown, headers = owner) =>
    ctx().app.inject({ method: 'PUT', url: URL, headers, payload: payload as Record<string, unknown> });
  const read = async () =>
    (await ctx().app.inject({ method: 'GET', url: URL, headers: owner })).json<{ data: StoredOwnerSettings }>().data;

  it('answers 401 without a session and 403 to staff who are not owners, reading or saving', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      expect(
        (await ctx().app.inject({ method, url: URL, payload: method === 'PUT' ? VALID : undefined })).statusCode,
      ).toBe(401);
      expect(
        (await ctx().app.inject({ method, url: URL, headers: staff, payload: method === 'PUT' ? VALID : undefined }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('carries the settings file’s address, VAT number and bank account over once; the table wins from then on', async () => {
    const configured = ctx().config.business;
    const fromFile = {
      ...configured,
      address: '1 Old Street, Nelspruit',
      vatNumber: '4000000001',
      banking: { bank: 'Nedbank', accountName: 'Grainline', accountNumber: '1234567890', branchCode: '198765' },
    };
    await carryOverOwnerSettings(ctx().database.db, fromFile);
    await carryOverOwnerSettings(ctx().database.db, { ...fromFile, address: 'A second start changes nothing' });
    expect(await read()).toMatchObject({
      registeredName: configured.name,
      address: '1 Old Street, Nelspruit',
      vatNumber: '4000000001',
      bankName: 'Nedbank',
      bankAccountHolder: 'Grainline',
      bankAccountNumber: '1234567890',
      bankBranchCode: '198765',
      bankAccountType: 'cheque',
      depositShareBasisPoints: 5000,
      missing: [],
      updatedAt: null,
    });
    expect(await currentBusinessDetails(ctx().database.db, configured)).toMatchObject({
      address: '1 Old Street, Nelspruit',
      vatNumber: '4000000001',
    });
  });

  it('refuses each bad value in words, under the field, and keeps what was stored', async () => {
    const before = await read();
    for (const [change, field, words] of INVALID) {
      const response = await put({ ...VALID, ...change });
      expect(`${field} ${response.statusCode}`).toBe(`${field} 400`);
      const { error } = response.json<{ error: { fields?: Record<string, string> } }>();
      expect(error.fields?.[field]).toMatch(words);
    }
    expect(await read()).toEqual(before);
  });

  it('saves valid details, prints them on quotes from then on, and logs which fields changed (never the numbers)', async () => {
    const response = await put({ ...VALID, bankAccountType: 'savings', depositShareBasisPoints: 4000 });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: StoredOwnerSettings }>().data).toMatchObject({
      ...VALID,
      bankAccountType: 'savings',
      depositShareBasisPoints: 4000,
      missing: [],
    });
    expect(await currentBusinessDetails(ctx().database.db, ctx().config.business)).toMatchObject({
      address: VALID.address,
      vatNumber: VALID.vatNumber,
      banking: {
        bank: VALID.bankName,
        accountName: VALID.bankAccountHolder,
        accountNumber: VALID.bankAccountNumber,
        branchCode: VALID.bankBranchCode,
      },
    });
    const log = (await ctx().app.inject({ method: 'GET', url: '/api/admin/security-log', headers: owner })).json<{
      data: SecurityLogPage;
    }>().data;
    const entry = log.entries.find((row) => row.kind === 'owner_settings_saved');
    expect(entry?.detail).toContain('bankAccountNumber');
    expect(entry?.detail).not.toContain(VALID.bankAccountNumber);
  });
});
