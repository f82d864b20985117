import { expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '#server/auth/password-policy';
import { makePartner, makeStaff, signInPartner, signInStaff, TEST_PASSWORD } from './helpers/accounts';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase(
  'one password rule for staff and partners: no common password, nothing of one’s own name',
  (ctx) => {
    const post = (url: string, cookie: string, payload: object) =>
      ctx().app.inject({ method: 'POST', url, headers: { cookie }, payload });

    it('refuses a common password or one containing the name or e-mail, with the field’s message, wherever staff set one', async () => {
      const owner = await makeStaff(ctx().database.db, { role: 'owner', name: 'Thandeka Mokoena' });
      const cookie = await signInStaff(ctx().app, owner);
      const add = (password: string) =>
        post('/api/staff/users', cookie, {
          email: 'lerato@grainline.example',
          name: 'Lerato Khumalo',
          role: 'staff',
          password,
        });
      const common = await add('password');
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({ error: { fields: { password: COMMON_PASSWORD_MESSAGE } } });
      expect((await add('khumalo workshop 1')).json()).toMatchObject({
        error: { fields: { password: PERSONAL_PASSWORD_MESSAGE } },
      });
      expect((await add('lerato-2026-tops')).json()).toMatchObject({
        error: { fields: { password: PERSONAL_PASSWORD_MESSAGE } },
      });
      const added = await add('kiaat tops for the lowveld');
      expect(added.statusCode).toBe(201);
      const { id } = added.json<{ data: { id: number } }>().data;
      expect(
        (await post(`/api/staff/users/${id}/password`, cookie, { newPassword: 'qwertyuiop' })).json(),
      ).toMatchObject({
        error: { fields: { newPassword: COMMON_PASSWORD_MESSAGE } },
      });
      const own = await post('/api/staff/password', cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'mokoena forever',
      });
      expect(own.json()).toMatchObject({ error: { fields: { newPassword: PERSONAL_PASSWORD_MESSAGE } } });
    });

    it('holds a partner to the same rule, their business name included', async () => {
      const partner = await makePartner(ctx().database.db, { businessName: 'Lowveld Joinery' });
      const cookie = await signInPartner(ctx().app, partner);
      const change = (newPassword: string) =>
        post('/api/professional/password', cookie, { currentPassword: TEST_PASSWORD, newPassword });
      expect((await change('iloveyou')).json()).toMatchObject({
        error: { fields: { newPassword: COMMON_PASSWORD_MESSAGE } },
      });
      expect((await change('best JOINERY in town')).json()).toMatchObject({
        error: { fields: { newPassword: PERSONAL_PASSWORD_MESSAGE } },
      });
      expect((await change('kiaat tops for the lowveld')).statusCode).toBe(400);
      expect((await change('yellowwood and stinkwood')).statusCode).toBe(200);
    });
  },
);
