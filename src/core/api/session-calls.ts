import { sessionStateSchema } from '#core/accounts/account-schemas';
import { defineCall } from './call';
import { json } from './replies';
import { sessionRoute } from './session-routes';

export const sessionCall = defineCall({
  route: sessionRoute,
  summary: 'Who the browser is signed in as (never 401)',
  input: {},
  reply: json(sessionStateSchema),
});
