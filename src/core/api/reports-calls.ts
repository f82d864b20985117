import { z } from 'zod';
import { reportDetailSchema, reportSummarySchema, testReportSentSchema } from '#core/reports/daily-report-schemas';
import { defineCall } from './call';
import { idParams } from './id-params';
import { json } from './replies';
import {
  dailyReportRoute,
  dailyReportsRoute,
  reportOptInRoute,
  sendTestReportRoute,
  setReportOptInRoute,
} from './reports-routes';

const optInSchema = z.object({ optIn: z.boolean() });

export const sendTestReportCall = defineCall({
  route: sendTestReportRoute,
  summary: 'Send today’s report so far now, as a test',
  input: {},
  reply: json(testReportSentSchema),
});

export const dailyReportsCall = defineCall({
  route: dailyReportsRoute,
  summary: 'Reports sent so far',
  input: {},
  reply: json(z.object({ reports: z.array(reportSummarySchema) })),
});

export const dailyReportCall = defineCall({
  route: dailyReportRoute,
  summary: 'One sent report',
  input: { params: idParams() },
  reply: json(z.object({ report: reportDetailSchema })),
});

export const reportOptInCall = defineCall({
  route: reportOptInRoute,
  summary: 'Whether I receive the daily report',
  input: {},
  reply: json(optInSchema),
});

export const setReportOptInCall = defineCall({
  route: setReportOptInRoute,
  summary: 'Receive the daily report, or stop',
  input: { body: optInSchema },
  reply: json(optInSchema),
});
