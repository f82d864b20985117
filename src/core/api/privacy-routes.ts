import { defineRoute } from './route';

/** What is held about a person, by e-mail (STAFF-10, POPIA). */
export const findPersonRoute = defineRoute({ method: 'GET', path: '/api/privacy/person', access: 'owner' });
/** Erase a person's personal data (STAFF-10, POPIA). */
export const erasePersonRoute = defineRoute({ method: 'POST', path: '/api/privacy/erase', access: 'owner' });
