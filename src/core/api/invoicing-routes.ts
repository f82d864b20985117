import { defineRoute } from './route';

/** The business's own details, deposit share and payment terms (ADR 047). */
export const ownerSettingsRoute = defineRoute({ method: 'GET', path: '/api/admin/owner-settings', access: 'owner' });
/** Save them: owners only, with a second factor where one is required, as the bank account customers pay into is in them. */
export const saveOwnerSettingsRoute = defineRoute({ method: 'PUT', path: '/api/admin/owner-settings', access: 'owner', secondFactor: true });
