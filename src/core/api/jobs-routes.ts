import { defineRoute } from './route';

/** The job board (OPS-13). */
export const jobsRoute = defineRoute({ method: 'GET', path: '/api/admin/jobs', access: 'staff' });
/** One job with its cut list and board plan (OPS-13, OPS-14). */
export const jobRoute = defineRoute({ method: 'GET', path: '/api/admin/jobs/:id', access: 'staff' });
/** The job sheet for the floor (OPS-14). */
export const jobSheetRoute = defineRoute({ method: 'GET', path: '/api/admin/jobs/:id/sheet.pdf', access: 'staff' });
/** Move a job to a stage (OPS-13). */
export const moveJobRoute = defineRoute({ method: 'PATCH', path: '/api/admin/jobs/:id', access: 'staff' });
/** The e-mail a move to a stage would send, shown before staff say whether to send it (OPS-18). */
export const stageEmailRoute = defineRoute({ method: 'GET', path: '/api/admin/jobs/:id/stage-email', access: 'staff' });
/** The stock list (OPS-15). */
export const stockRoute = defineRoute({ method: 'GET', path: '/api/admin/workshop/stock', access: 'staff' });
/** Replace the stock list: owners only (OPS-15). */
export const replaceStockRoute = defineRoute({ method: 'PUT', path: '/api/admin/workshop/stock', access: 'owner' });
/** The cutting settings and the weekly capacity (OPS-16). */
export const workshopSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/workshop/settings',
  access: 'staff',
});
/** Save the cutting settings: owners only (OPS-16). */
export const saveWorkshopSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/workshop/settings',
  access: 'owner',
});
/** The partner's clients' jobs, as a status only (OPS-13). */
export const partnerJobsRoute = defineRoute({ method: 'GET', path: '/api/professional/jobs', access: 'partner' });
/** What to buy for the jobs promised in a week (OPS-17). */
export const buyingListRoute = defineRoute({ method: 'GET', path: '/api/admin/workshop/buying-list', access: 'staff' });
