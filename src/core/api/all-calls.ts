import type { Call } from './call';
import * as advice from './advice-calls';
import * as catalogue from './catalogue-calls';
import * as tracking from './tracking-calls';
import * as analytics from './analytics-calls';
import * as heatmaps from './heatmaps-calls';
import * as sketches from './sketches-calls';
import * as quotes from './quotes-calls';
import * as session from './session-calls';
import * as staff from './staff-calls';
import * as secondFactor from './second-factor-calls';
import * as partners from './partners-calls';
import * as priceBookAdmin from './price-book-admin-calls';
import * as securityLog from './security-log-calls';
import * as quotesInbox from './quotes-inbox-calls';
import * as jobs from './jobs-calls';
import * as backOffice from './back-office-calls';
import * as exports from './exports-calls';
import * as pricing from './pricing-calls';
import * as privacy from './privacy-calls';
import * as reports from './reports-calls';
import * as partnerArea from './partner-area-calls';
import * as staffPartners from './staff-partners-calls';
import * as woodPhotos from './wood-photos-calls';
import * as health from './health-calls';
import * as invoicing from './invoicing-calls';
import * as payments from './payments-calls';

/**
 * Every call of the API, by area (ADR 034). Each `*-calls.ts` exports only calls; a new area is
 * added here. The server refuses an `/api/` route that is not one of them (`refuseUndefinedCalls`),
 * and `tests/integration/call-definitions.test.ts` lists them all with their access.
 */
const areas = {
  advice,
  catalogue,
  tracking,
  analytics,
  heatmaps,
  sketches,
  quotes,
  session,
  staff,
  secondFactor,
  partners,
  priceBookAdmin,
  securityLog,
  quotesInbox,
  jobs,
  backOffice,
  exports,
  pricing,
  privacy,
  reports,
  partnerArea,
  staffPartners,
  woodPhotos,
  health,
  invoicing,
  payments,
};

type Areas = typeof areas;
/** Any one call (a union): the browser's `callApi` finds a route's input and reply types in it. */
export type AnyCall = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

export const allCalls: readonly Call[] = Object.values(areas).flatMap((area) => Object.values(area) as Call[]);
