import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, formatDay } from '#core/dates';
import {
  dailyReportRoute,
  dailyReportsRoute,
  reportOptInRoute,
  sendTestReportRoute,
  setReportOptInRoute,
} from '#core/api/reports-routes';
import { callApi, callQuery, keyOf } from '#client/shared/call-api';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';

const SENT_MESSAGE = 'Daily report generated and sent!';

/** One past report, as it was e-mailed; the frame runs no scripts (an empty sandbox). */
function ReportViewer({ id }: { id: number }) {
  const report = useQuery(callQuery(dailyReportRoute, { params: { id: String(id) } }));
  if (!report.data) return <p className="text-sm text-ink-muted">Loading the report…</p>;
  return (
    <iframe
      title={report.data.report.subject}
      sandbox=""
      srcDoc={report.data.report.html}
      className="h-[640px] w-full rounded-lg border border-line bg-white"
    />
  );
}

function OptInToggle() {
  const queryClient = useQueryClient();
  const optIn = useQuery(callQuery(reportOptInRoute));
  const change = useMutation({
    mutationFn: (next: boolean) => callApi(setReportOptInRoute, { body: { optIn: next } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(reportOptInRoute) }),
  });
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={optIn.data?.optIn ?? false}
        disabled={!optIn.data || change.isPending}
        onChange={(event) => change.mutate(event.target.checked)}
      />
      E-mail me the daily report every morning
    </label>
  );
}

/** ANALYTICS-23: send one now, and read any report sent before. */
export function DailyReportsTab() {
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<number | null>(null);
  const reports = useQuery(callQuery(dailyReportsRoute));
  const generate = useMutation({
    mutationFn: () => callApi(sendTestReportRoute),
    onSuccess: (result) => {
      showToast({ title: SENT_MESSAGE, variant: 'success' });
      setOpenId(result.reportId);
      return queryClient.invalidateQueries({ queryKey: keyOf(dailyReportsRoute) });
    },
    onError: () => showToast({ title: 'The report could not be sent. Please try again.', variant: 'destructive' }),
  });
  return (
    <div className="space-y-4 rounded-xl border border-line bg-card p-6 text-ink">
      <h2 className="text-lg font-semibold">Daily Reports</h2>
      <p className="text-sm text-ink-muted">
        Every morning at 8:00 AM the previous day&apos;s visitors, conversion, funnel, devices, countries, popular woods
        and quotes are e-mailed, each against the same weekday a week earlier, with three improvement suggestions. A
        test report covers today so far.
      </p>
      <OptInToggle />
      <div className="flex items-center gap-3">
        <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
          Generate Test Report Now
        </Button>
        {generate.isSuccess ? (
          <p role="status" className="text-sm font-medium text-green-700">
            {SENT_MESSAGE}
          </p>
        ) : null}
      </div>
      {/* On a phone the table scrolls within its own focusable box, never the page (as DataTable does). */}
      <div role="region" aria-label="Past reports table" tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Past reports</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1">
                Kind
              </th>
              <th scope="col" className="py-1">
                Sent
              </th>
              <th scope="col" className="py-1">
                Recipients
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(reports.data?.reports ?? []).map((report) => (
              <tr key={report.id} className="border-t border-line">
                <td className="py-1 whitespace-nowrap tabular-nums">{formatDay(report.day)}</td>
                <td className="py-1">{report.kind === 'test' ? 'Test' : 'Morning'}</td>
                <td className="py-1 whitespace-nowrap tabular-nums">
                  {report.sentAt ? formatDateTime(new Date(report.sentAt)) : ''}
                </td>
                <td className="py-1">{report.recipients}</td>
                <td className="py-1">
                  <Button size="sm" variant="secondary" onClick={() => setOpenId(report.id)}>
                    Open report {formatDay(report.day)}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {reports.data?.reports.length === 0 ? (
        <p className="text-sm text-ink-muted">No reports have been sent yet.</p>
      ) : null}
      {openId !== null ? <ReportViewer id={openId} /> : null}
    </div>
  );
}
