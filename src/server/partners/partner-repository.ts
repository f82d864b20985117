import type { Kysely, Selectable } from 'kysely';
import type {
  PartnerAccount,
  PartnerApplication,
  PartnerApplicationInput,
  PartnerStatus,
} from '#core/accounts/account-schemas';
import type { Database, PartnerTable } from '../db/schema';

export type PartnerRow = Selectable<PartnerTable>;

export const percentFromBasisPoints = (basisPoints: number) => basisPoints / 100;
export const basisPointsFromPercent = (percent: number) => Math.round(percent * 100);

export function partnerApplication(row: PartnerRow, decidedBy: string | null): PartnerApplication {
  return {
    id: Number(row.id),
    status: row.status,
    businessName: row.business_name,
    businessType: row.business_type,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    businessAddress: row.business_address,
    vatNumber: row.vat_number,
    website: row.website,
    note: row.note,
    discountPercentage: percentFromBasisPoints(row.discount_basis_points),
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy,
    rejectionReason: row.rejection_reason,
    hasAccount: row.password_hash !== null,
  };
}

export function partnerAccount(row: PartnerRow, hasLogo: boolean): PartnerAccount {
  return {
    id: Number(row.id),
    businessName: row.business_name,
    businessType: row.business_type,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    username: row.username ?? '',
    discountPercentage: percentFromBasisPoints(row.discount_basis_points),
    hasLogo,
  };
}

export async function findPartner(db: Kysely<Database>, id: number): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function partnerHasLogo(db: Kysely<Database>, partnerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('partner_logos')
    .select('partner_id')
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account a partner signs in with: approved and set up; a suspended partner has none. */
export async function findPartnerAccountByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<PartnerRow | undefined> {
  return db
    .selectFrom('partners')
    .selectAll()
    .where('username', '=', username.toLowerCase())
    .where('status', '=', 'approved')
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
}

export async function findPendingApplicationByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<PartnerRow | undefined> {
  return db
    .selectFrom('partners')
    .selectAll()
    .where('contact_email', '=', email.toLowerCase())
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function insertApplication(
  db: Kysely<Database>,
  input: PartnerApplicationInput & { contactEmail: string },
  now: Date,
): Promise<PartnerRow> {
  return db
    .insertInto('partners')
    .values({
      status: 'pending',
      business_name: input.businessName,
      business_type: input.businessType,
      contact_name: input.contactName,
      contact_email: input.contactEmail.toLowerCase(),
      contact_phone: input.contactPhone,
      business_address: input.businessAddress,
      vat_number: input.vatNumber ?? null,
      website: input.website ?? null,
      note: input.note ?? null,
      discount_basis_points: 1000,
      username: null,
      password_hash: null,
      created_at: now.toISOString(),
      decided_at: null,
      decided_by_staff_id: null,
      rejection_reason: null,
      account_created_at: null,
      suspended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Applications with the name of the staff member who decided each. */
function applicationsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('partners')
    .leftJoin('staff_users', 'staff_users.id', 'partners.decided_by_staff_id')
    .selectAll('partners')
    .select('staff_users.name as decided_by_name');
}

/** Applications of one status, newest first. */
export async function listApplications(db: Kysely<Database>, status: PartnerStatus): Promise<PartnerApplication[]> {
  const rows = await applicationsQuery(db)
    .where('partners.status', '=', status)
    .orderBy('partners.created_at', 'desc')
    .orderBy('partners.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => partnerApplication(row, row.decided_by_name));
}

export async function applicationById(db: Kysely<Database>, id: number): Promise<PartnerApplication | undefined> {
  const row = await applicationsQuery(db).where('partners.id', '=', id).executeTakeFirst();
  return row && partnerApplication(row, row.decided_by_name);
}
