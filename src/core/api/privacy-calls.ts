import { z } from 'zod';
import { erasureReportSchema, personFoundSchema, personSchema } from '#core/privacy/privacy-schemas';
import { defineCall } from './call';
import { erasePersonRoute, findPersonRoute } from './privacy-routes';
import { json } from './replies';

export const findPersonCall = defineCall({
  route: findPersonRoute,
  summary: 'What is held about a person, by e-mail',
  input: { query: personSchema },
  reply: json(personFoundSchema),
});

export const erasePersonCall = defineCall({
  route: erasePersonRoute,
  summary: 'Erase a person’s personal data (POPIA)',
  input: { body: personSchema },
  reply: json(z.object({ erased: erasureReportSchema })),
});
