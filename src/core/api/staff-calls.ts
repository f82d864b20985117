import { z } from 'zod';
import {
  changeOwnStaffPasswordSchema,
  newStaffUserSchema,
  resetPasswordSchema,
  signedInStaffSchema,
  staffListEntrySchema,
  staffLoginSchema,
  staffMemberSchema,
  staffSecondFactorSignInSchema,
} from '#core/accounts/account-schemas';
import { defineCall } from './call';
import { idParams } from './id-params';
import { json } from './replies';
import {
  addStaffUserRoute,
  clearSignInLockRoute,
  ownPasswordRoute,
  removeStaffUserRoute,
  resetStaffPasswordRoute,
  staffLoginCodeRoute,
  staffLoginRoute,
  staffLogoutRoute,
  staffMeRoute,
  staffUsersRoute,
} from './staff-routes';

const signedIn = z.object({ staff: signedInStaffSchema });
const changed = z.object({ changed: z.literal(true) });

export const staffLoginCall = defineCall({
  route: staffLoginRoute,
  summary: 'Staff sign-in: sets the session cookie, or asks for the second factor’s code',
  input: { body: staffLoginSchema },
  reply: json(
    z.union([
      signedIn,
      z.object({
        secondFactorRequired: z.literal(true),
        pendingSignIn: z
          .string()
          .describe('Sent back with the code to POST /api/staff/login/second-factor within five minutes'),
      }),
    ]),
  ),
});

export const staffLoginCodeCall = defineCall({
  route: staffLoginCodeRoute,
  summary: 'Staff sign-in, second step: the code from an authenticator app or a recovery code',
  input: { body: staffSecondFactorSignInSchema },
  reply: json(signedIn),
});

export const staffLogoutCall = defineCall({
  route: staffLogoutRoute,
  summary: 'Sign out',
  input: {},
  reply: json(z.object({ signedOut: z.literal(true) })),
});

export const staffMeCall = defineCall({
  route: staffMeRoute,
  summary: 'The signed-in staff member',
  input: {},
  reply: json(signedIn),
});

export const ownPasswordCall = defineCall({
  route: ownPasswordRoute,
  summary: 'Change one’s own password, with the current one and, while the second factor is on, a current code',
  input: { body: changeOwnStaffPasswordSchema },
  reply: json(changed),
});

export const staffUsersCall = defineCall({
  route: staffUsersRoute,
  summary: 'The staff accounts, with any sign-in delay',
  input: {},
  reply: json(z.array(staffListEntrySchema)),
});

export const addStaffUserCall = defineCall({
  route: addStaffUserRoute,
  summary: 'Add a staff member',
  input: { body: newStaffUserSchema },
  reply: json(staffMemberSchema, 201),
});

export const removeStaffUserCall = defineCall({
  route: removeStaffUserRoute,
  summary: 'Remove a staff member',
  input: { params: idParams() },
  reply: json(z.object({ removed: z.literal(true) })),
});

export const clearSignInLockCall = defineCall({
  route: clearSignInLockRoute,
  summary: 'Clear a staff member’s sign-in delay after failed attempts',
  input: { params: idParams() },
  reply: json(z.object({ cleared: z.literal(true) })),
});

export const resetStaffPasswordCall = defineCall({
  route: resetStaffPasswordRoute,
  summary:
    'Set a staff member’s new password; one’s own id asks for the current password and code, as changing one’s own does',
  // Any `:id` passes here so that the body is checked first, as it always was: the handler answers 404 for a malformed
  // one.
  input: { params: z.object({ id: z.string() }), body: resetPasswordSchema },
  reply: json(changed),
});
