import { z } from 'zod';
import { bigintColumn } from '#core/api/storable';
import { formatPercent } from '../percent';

/**
 * The shapes of staff and partner accounts (ADR 007), shared by the browser's forms and the
 * server's validation. Messages are PARTNER-08's and PARTNER-10's where they name them.
 */

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** REQUIRE_SECOND_FACTOR (STAFF-17): who must have a second factor before changing prices, staff or partners. */
export const SECOND_FACTOR_REQUIREMENTS = ['owners', 'all', 'none'] as const;
export type SecondFactorRequirement = (typeof SECOND_FACTOR_REQUIREMENTS)[number];

export function secondFactorRequiredOf(requirement: SecondFactorRequirement, role: StaffRole): boolean {
  return requirement === 'all' || (requirement === 'owners' && role === 'owner');
}

export const BUSINESS_TYPES = ['contractor', 'reseller'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** PARTNER-04: staff choose a discount of 0–30 %, 10 % unless they change it. */
export const MAX_DISCOUNT_PERCENTAGE = 30;
export const DEFAULT_DISCOUNT_PERCENTAGE = 10;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing us. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Every rule a new partner or staff password must meet, in one sentence shown under the field
 * before anything is typed (PARTNER-08): the length below and the server's ADR 022 checks.
 */
export const NEW_PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters. Not one of the most common passwords, and not containing your name, username, e-mail address or business name.`;

export const SETUP_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameShort: 'Username must be at least 3 characters',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
} as const;

const withoutControlCharacters = (value: string) =>
  ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const text = (label: string, max: number, storable: (value: string) => boolean = withoutControlCharacters) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(storable, `${label} contains characters we cannot store`);

const optionalText = (label: string, max: number, storable: (value: string) => boolean = withoutControlCharacters) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(storable, `${label} contains characters we cannot store`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * A text area's value: its line breaks (and tabs) are the person's, stored as `\n`; other control characters are not.
 */
const withoutControlCharactersBesideLineBreaks = (value: string) =>
  withoutControlCharacters(value.replace(/\r\n?|\n|\t/g, ' '));
const unixLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');

const multilineText = (label: string, max: number) =>
  text(label, max, withoutControlCharactersBesideLineBreaks).transform(unixLineBreaks);

/** An optional text area's value, trimmed (blank is absent), its line breaks kept as `\n`. */
export const optionalMultilineText = (label: string, max: number) =>
  optionalText(label, max, withoutControlCharactersBesideLineBreaks).transform((value) =>
    value === undefined ? undefined : unixLineBreaks(value),
  );

export const emailAddress = z
  .string('Please enter a valid email address')
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const password = z
  .string(SETUP_MESSAGES.passwordRequired)
  .min(1, SETUP_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, SETUP_MESSAGES.passwordShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Sign-in checks presence only: a length rule would tell an attacker which passwords cannot exist. */
const passwordGiven = z
  .string(SETUP_MESSAGES.passwordRequired)
  .min(1, SETUP_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, 'Incorrect password');

export const usernameSchema = z
  .string(SETUP_MESSAGES.usernameRequired)
  .trim()
  .min(1, SETUP_MESSAGES.usernameRequired)
  .min(3, SETUP_MESSAGES.usernameShort)
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, hyphens and underscores only')
  .transform((value) => value.toLowerCase());

// ---------------------------------------------------------------- staff

export const staffLoginSchema = z.object({
  email: z.string('Email is required').trim().min(1, 'Email is required').max(254, 'Incorrect email or password'),
  password: passwordGiven,
});

export const changePasswordSchema = z.object({
  currentPassword: passwordGiven,
  newPassword: password,
});

/** The browser's change-password forms (staff and partner) add the confirmation, which the server never sees. */
const confirmation = {
  confirmPassword: z.string(SETUP_MESSAGES.confirmRequired).min(1, SETUP_MESSAGES.confirmRequired),
};
const confirmed: [
  (form: { newPassword: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (form) => form.newPassword === form.confirmPassword,
  { message: SETUP_MESSAGES.mismatch, path: ['confirmPassword'] },
];

export const changePasswordFormSchema = changePasswordSchema.extend(confirmation).refine(...confirmed);

export const newStaffUserSchema = z.object({
  email: emailAddress,
  name: text('Name', 120),
  role: z.enum(STAFF_ROLES, 'Role must be owner or staff'),
  password,
});

// ---------------------------------------------------------------- partner applications

/** POST /api/professional-users/apply (PARTNER-03). */
export const partnerApplicationSchema = z.object({
  businessName: text('Business name', 120),
  businessType: z.enum(BUSINESS_TYPES, 'Choose Contractor or Reseller'),
  contactName: text('Contact name', 120).pipe(z.string().min(2, 'Name must be at least 2 characters')),
  contactEmail: emailAddress,
  contactPhone: z
    .string('Please enter a valid phone number')
    .trim()
    .min(10, 'Please enter a valid phone number')
    .max(30, 'Please enter a valid phone number')
    .regex(/^[+0-9 ()./-]+$/, 'Please enter a valid phone number'),
  businessAddress: multilineText('Business address', 300),
  vatNumber: optionalText('VAT number', 30).pipe(
    z
      .string()
      .regex(/^[0-9 ]{10,14}$/, 'A VAT number has 10 digits')
      .optional(),
  ),
  website: optionalText('Website', 200).pipe(
    z
      .string()
      .regex(
        /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/\S*)?$/,
        'Please enter a website address such as www.example.co.za',
      )
      .optional(),
  ),
  note: optionalMultilineText('Note', 1000),
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;

export const discountPercentageSchema = z
  .number('Discount must be a number')
  .min(0, 'Discount cannot be negative')
  .max(MAX_DISCOUNT_PERCENTAGE, `Discount can be at most ${formatPercent(MAX_DISCOUNT_PERCENTAGE)}`)
  // Stored in basis points, as the engine takes it (PRICE-11): 12.5 % is fine, 12.345 % is not.
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Discount may have at most two decimals');

export const approveApplicationSchema = z.object({
  discountPercentage: discountPercentageSchema.default(DEFAULT_DISCOUNT_PERCENTAGE),
});

export const rejectApplicationSchema = z.object({
  rejectionReason: multilineText('Reason', 1000),
});

export const applicationStatusQuerySchema = z.object({
  status: z.enum(PARTNER_STATUSES, 'Status must be pending, approved, rejected or suspended').default('pending'),
});

// ---------------------------------------------------------------- partner setup and sign-in

/** A setup token: 32 random bytes, base64url (43 characters). */
export const SETUP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The text fields of the multipart POST /api/professional-users/setup. */
export const partnerSetupSchema = z.object({
  token: z
    .string('This setup link is invalid or has expired.')
    .regex(SETUP_TOKEN_PATTERN, 'This setup link is invalid or has expired.'),
  username: usernameSchema,
  password,
  professionalUserId: bigintColumn(z.coerce.number().int().positive()).optional(),
});

/** The browser's setup form adds the confirmation, which the server never sees. */
export const partnerSetupFormSchema = z
  .object({
    username: usernameSchema,
    password,
    confirmPassword: z.string(SETUP_MESSAGES.confirmRequired).min(1, SETUP_MESSAGES.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: SETUP_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export const partnerLoginSchema = z.object({
  username: z
    .string(SETUP_MESSAGES.usernameRequired)
    .trim()
    .min(1, SETUP_MESSAGES.usernameRequired)
    .max(254, 'Incorrect username or password'),
  password: passwordGiven,
});

// ---------------------------------------------------------------- what the API answers

// Answers are zod schemas too: the server's OpenAPI document is made from them (ADR 015).
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * A colleague in the owner's list, with the sign-in delay an owner may clear (STAFF-15) and whether they have a second
 * factor (STAFF-18).
 */
export const staffListEntrySchema = staffMemberSchema.extend({
  signInDelayedUntil: z
    .string()
    .nullable()
    .describe('While failed sign-ins delay this account: until when (ISO 8601); else null'),
  secondFactor: z.boolean().describe('The member signs in with a code from an authenticator app too'),
});
export type StaffListEntry = z.infer<typeof staffListEntrySchema>;

/** What a signed-in partner (and the browser's partner bar) knows of the account. */
export const partnerAccountSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  username: z.string(),
  discountPercentage: z.number(),
  hasLogo: z.boolean(),
});
export type PartnerAccount = z.infer<typeof partnerAccountSchema>;

/** One application card on the Admin Dashboard (STAFF-04). */
export const partnerApplicationViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(PARTNER_STATUSES),
  businessName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  businessAddress: z.string(),
  vatNumber: z.string().nullable(),
  website: z.string().nullable(),
  note: z.string().nullable(),
  discountPercentage: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  hasAccount: z.boolean().describe('The partner finished setup (chose a username and password)'),
});
export type PartnerApplication = z.infer<typeof partnerApplicationViewSchema>;

/** GET /api/professional-users/{setupToken}: enough for the setup form, nothing more. */
export const setupLinkDetailsSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  discountPercentage: z.number(),
  status: z.literal('approved'),
});
export type SetupLinkDetails = z.infer<typeof setupLinkDetailsSchema>;

/**
 * The signed-in staff member, with their second factor (STAFF-16, STAFF-17): GET /api/session, /api/staff/me, sign-in.
 */
export const signedInStaffSchema = staffMemberSchema.extend({
  secondFactor: z.boolean().describe('Signs in with a code from an authenticator app too'),
  secondFactorRequired: z
    .boolean()
    .describe('REQUIRE_SECOND_FACTOR asks this member for one before changing prices, staff or partners'),
});
export type SignedInStaff = z.infer<typeof signedInStaffSchema>;

/** A current code from an authenticator app (six digits) or a recovery code (STAFF-16). */
export const secondFactorCodeSchema = z
  .string('Enter the code from your authenticator app')
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(40, 'That code is not right')
  .transform((value) => value.replace(/\s+/g, ''));

export const staffSecondFactorSignInSchema = z.object({
  pendingSignIn: z.string('Please sign in again').min(1, 'Please sign in again').max(400, 'Please sign in again'),
  code: secondFactorCodeSchema,
});

export const confirmSecondFactorSchema = z.object({ code: secondFactorCodeSchema });

/**
 * A staff member changing their own password proves the person, not only the session: the
 * current password and, when their second factor is on, a fresh code (STAFF-20).
 */
export const changeOwnStaffPasswordSchema = changePasswordSchema.extend({
  code: secondFactorCodeSchema
    .optional()
    .describe('A current code from the authenticator app, or a recovery code: required when the second factor is on'),
});

/** The staff form: the code is sent only when typed, and the server says when one is needed. */
export const changeOwnStaffPasswordFormSchema = changePasswordSchema
  .extend({ ...confirmation, code: z.string().max(40, 'That code is not right') })
  .refine(...confirmed);

/**
 * An owner sets a colleague's password with the new one alone; an owner naming their own id is
 * changing their own password, and proves it as `changeOwnStaffPasswordSchema` does (STAFF-20).
 */
export const resetPasswordSchema = z.object({
  newPassword: password,
  currentPassword: passwordGiven.optional().describe('Required when the id is one’s own'),
  code: secondFactorCodeSchema.optional().describe('Required when the id is one’s own and one’s second factor is on'),
});

/** Turning the factor off proves the person: a current code (or a recovery code) or the password. */
export const disableSecondFactorSchema = z
  .object({
    code: secondFactorCodeSchema.optional(),
    password: z.string().max(PASSWORD_MAX_LENGTH, 'Your password is not right').optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), {
    message: 'Enter a current code or your password',
    path: ['code'],
  });

/** GET /api/session. */
export const sessionStateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('anonymous') }),
  z.object({ kind: z.literal('staff'), staff: signedInStaffSchema }),
  z.object({ kind: z.literal('partner'), partner: partnerAccountSchema }),
]);
export type SessionState = z.infer<typeof sessionStateSchema>;
