import type { OwnerSettings } from '#core/invoicing/owner-settings';

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
