import type { BusinessType } from '../../core/accounts/account-schemas';

/** SPEC §2 shows the professional types as Contractor and Reseller. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  contractor: 'Contractor',
  reseller: 'Reseller',
};
