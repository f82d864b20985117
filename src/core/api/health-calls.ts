import { z } from 'zod';
import { defineCall } from './call';
import { apiHealthRoute } from './health-routes';
import { json } from './replies';

export const apiHealthCall = defineCall({
  route: apiHealthRoute,
  summary: 'The API answers',
  input: {},
  reply: json(z.object({ status: z.literal('ok') })),
});
