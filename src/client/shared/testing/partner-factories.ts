import type { PartnerAccount, PartnerApplication } from '#core/accounts/account-schemas';

/** A signed-in partner as the server describes one; override what a test is about. */
export const makePartnerAccount = (overrides: Partial<PartnerAccount> = {}): PartnerAccount => ({
  id: 7,
  businessName: 'Oak & Iron Interiors',
  businessType: 'contractor',
  contactName: 'Sipho Dlamini',
  contactEmail: 'sipho@oak-and-iron.example.co.za',
  contactPhone: '082 555 0142',
  username: 'oakiron',
  discountPercentage: 12.5,
  hasLogo: false,
  ...overrides,
});

/** GET /api/session for a signed-in partner. */
export const partnerSession = (overrides: Partial<PartnerAccount> = {}) => ({
  data: { kind: 'partner', partner: makePartnerAccount(overrides) },
});

/** One application as the Admin Dashboard lists it. */
export const makeApplication = (overrides: Partial<PartnerApplication> = {}): PartnerApplication => ({
  id: 11,
  businessName: 'Lowveld Joinery',
  businessType: 'contractor',
  contactName: 'Sipho Dlamini',
  contactEmail: 'sipho@lowveld.example.co.za',
  contactPhone: '082 555 0142',
  businessAddress: '12 Brown Street, Mbombela, 1201',
  vatNumber: null,
  website: null,
  note: null,
  status: 'pending',
  discountPercentage: 10,
  createdAt: '2026-03-02T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
  hasAccount: false,
  ...overrides,
});
