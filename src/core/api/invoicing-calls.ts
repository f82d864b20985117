import { ownerSettingsSchema, storedOwnerSettingsSchema } from '#core/invoicing/owner-settings';
import { defineCall } from './call';
import { ownerSettingsRoute, saveOwnerSettingsRoute } from './invoicing-routes';
import { json } from './replies';

export const ownerSettingsCall = defineCall({
  route: ownerSettingsRoute,
  summary: 'The business’s names, VAT number, address, bank account, deposit share and payment terms, with the fields still missing',
  input: {},
  reply: json(storedOwnerSettingsSchema),
});

export const saveOwnerSettingsCall = defineCall({
  route: saveOwnerSettingsRoute,
  summary: 'Save the business’s details (owners); invoices and quote PDFs print them from then on',
  input: { body: ownerSettingsSchema },
  reply: json(storedOwnerSettingsSchema),
});
