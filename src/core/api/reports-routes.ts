import { defineRoute } from './route';

/** 'Generate Test Report Now': today's report so far, sent at once (ANALYTICS-23). */
export const sendTestReportRoute = defineRoute({ method: 'POST', path: '/api/reports/daily', access: 'staff' });
/** The reports sent so far (ANALYTICS-23). */
export const dailyReportsRoute = defineRoute({ method: 'GET', path: '/api/reports/daily', access: 'staff' });
/** One sent report (ANALYTICS-23). */
export const dailyReportRoute = defineRoute({ method: 'GET', path: '/api/reports/daily/:id', access: 'staff' });
/** Whether I receive the daily report (ANALYTICS-22). */
export const reportOptInRoute = defineRoute({ method: 'GET', path: '/api/reports/daily/opt-in', access: 'staff' });
/** Receive the daily report, or stop (ANALYTICS-22). */
export const setReportOptInRoute = defineRoute({ method: 'PUT', path: '/api/reports/daily/opt-in', access: 'staff' });
