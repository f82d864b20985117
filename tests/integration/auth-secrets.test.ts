import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { hashToken } from '#server/auth/session-token';
import { makePartner, makeStaff, signInStaff } from './helpers/accounts';
import { multipartForm } from './helpers/multipart-form';
import { describeEachDatabase } from './helpers/test-app';

/**
 * OPS-07: no password, setup token or session id ever appears in a
 * log line or an error body, whatever a client sends, at the most talkative log level.
 */
const logLines: string[] = [];

describeEachDatabase(
  'no secret in a log line or an error body',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);

    it('keeps passwords, setup tokens and session ids out of logs and error bodies', async () => {
      logLines.length = 0;
      const secrets: string[] = [];
      const bodies: string[] = [];
      const send = async (options: InjectOptions) => {
        const response = await inject(options);
        bodies.push(response.body);
        return response;
      };

      // Staff: a wrong password, a right one, a malformed body that quotes the password, sign-out.
      const staff = await makeStaff(ctx().database.db);
      secrets.push(staff.password, 'wrongpassword-hunter2');
      await send({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: staff.email, password: 'wrongpassword-hunter2' },
      });
      const cookie = await signInStaff(ctx().app, staff);
      const sessionToken = cookie.replace('grainline_session=', '');
      secrets.push(sessionToken, hashToken(sessionToken));
      const malformed = `{"email":"${staff.email}","password":${staff.password.replace(/ /g, '')}}`;
      secrets.push(staff.password.replace(/ /g, ''));
      const broken = await send({
        method: 'POST',
        url: '/api/staff/login',
        headers: { 'content-type': 'application/json' },
        payload: malformed,
      });
      expect(broken.statusCode).toBe(400);
      await send({
        method: 'POST',
        url: '/api/staff/password',
        headers: { cookie },
        payload: { currentPassword: 'wrongpassword-hunter2', newPassword: 'short' },
      });
      await send({ method: 'POST', url: '/api/staff/logout', headers: { cookie } });
      await send({ method: 'GET', url: '/api/staff/me', headers: { cookie } });

      // Partners: a made-up setup token, a real one used twice, a wrong password.
      const made = await makePartner(ctx().database.db, { withAccount: false });
      const partner = await makePartner(ctx().database.db);
      const fakeToken = 'S3cretSetupToken_abcdefghijklmnopqrstuvwxyz';
      secrets.push(fakeToken);
      await send({ method: 'GET', url: `/api/professional-users/${fakeToken}` });
      const form = multipartForm({
        token: fakeToken,
        username: 'someone',
        password: 'partner-secret-pw',
        professionalUserId: String(made.id),
      });
      secrets.push('partner-secret-pw');
      await send({
        method: 'POST',
        url: '/api/professional-users/setup',
        payload: form.payload,
        headers: form.headers,
      });
      await send({
        method: 'POST',
        url: '/api/professional-auth/login',
        payload: { username: partner.username, password: 'partner-wrong-pw' },
      });
      secrets.push('partner-wrong-pw');
      await send({
        method: 'POST',
        url: '/api/professional-auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"username":"${partner.username}","password":partner-wrong-pw}`,
      });

      expect(logLines.length).toBeGreaterThan(5);
      for (const secret of secrets) {
        expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
        expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
      }
    });
  },
  { env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void logLines.push(line) } },
);
