import type { BusinessType } from '#core/accounts/account-schemas';

/** PARTNER-01 shows the professional types as Contractor and Reseller. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  contractor: 'Contractor',
  reseller: 'Reseller',
};
