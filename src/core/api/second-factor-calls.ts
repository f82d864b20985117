import { z } from 'zod';
import { confirmSecondFactorSchema, disableSecondFactorSchema } from '#core/accounts/account-schemas';
import { defineCall } from './call';
import { idParams } from './id-params';
import { json } from './replies';
import {
  confirmEnrolmentRoute,
  disableSecondFactorRoute,
  resetSecondFactorRoute,
  secondFactorRoute,
  startEnrolmentRoute,
} from './second-factor-routes';

export const secondFactorCall = defineCall({
  route: secondFactorRoute,
  summary: 'One’s own second factor',
  input: {},
  reply: json(
    z.object({
      enabled: z.boolean(),
      enabledAt: z.string().nullable().describe('When it was turned on (ISO 8601)'),
      recoveryCodesLeft: z.number().int().describe('Unused recovery codes'),
    }),
  ),
});

export const startEnrolmentCall = defineCall({
  route: startEnrolmentRoute,
  summary: 'Start setting up a second factor: a new secret, not in use until a code confirms it',
  input: {},
  reply: json(
    z.object({
      secret: z.string().describe('The TOTP secret in base32, to type into an authenticator app'),
      uri: z.string().describe('The same as an otpauth:// URI (SHA-1, six digits, 30 seconds)'),
    }),
  ),
});

export const confirmEnrolmentCall = defineCall({
  route: confirmEnrolmentRoute,
  summary: 'Confirm the second factor with a current code: it is on, and ten recovery codes are answered, this once',
  input: { body: confirmSecondFactorSchema },
  reply: json(z.object({ recoveryCodes: z.array(z.string()) })),
});

export const disableSecondFactorCall = defineCall({
  route: disableSecondFactorRoute,
  summary: 'Turn one’s own second factor off, with a current code, a recovery code or the password',
  input: { body: disableSecondFactorSchema },
  reply: json(z.object({ disabled: z.literal(true) })),
});

export const resetSecondFactorCall = defineCall({
  route: resetSecondFactorRoute,
  summary: 'Reset a colleague’s second factor (a lost phone): they sign in with their password and set it up again',
  input: { params: idParams() },
  reply: json(z.object({ reset: z.literal(true) })),
});
