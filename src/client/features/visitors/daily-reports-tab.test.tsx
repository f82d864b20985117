import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportSummary } from '#core/reports/daily-report-schemas';
import { renderScreen } from '#client/shared/testing/render-screen';
import { DailyReportsTab } from './daily-reports-tab';

const report = (overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  id: 5,
  day: '2026-03-02',
  kind: 'test',
  subject: '[Test] Grainline daily report for 2026-03-02 (so far)',
  recipients: 1,
  sentAt: '2026-03-02T10:15:00.000Z',
  ...overrides,
});

describe('the Daily Reports tab (ANALYTICS-22, ANALYTICS-23)', () => {
  it('keeps the opt-in the server holds, sends a test report now, lists it and opens it in a frame that runs no scripts', async () => {
    let optIn = false;
    let sent = false;
    const rendered = renderScreen(<DailyReportsTab />, {
      path: '/visitors',
      answers: {
        'GET /api/reports/daily/opt-in': () => ({ data: { optIn } }),
        'PUT /api/reports/daily/opt-in': (call) => {
          optIn = (call.body as { optIn: boolean }).optIn;
          return { data: { optIn } };
        },
        'POST /api/reports/daily': () => {
          sent = true;
          return { data: { generated: true, reportId: 5, recipients: 1, message: 'Sent' } };
        },
        'GET /api/reports/daily': () => ({ data: { reports: sent ? [report()] : [] } }),
        'GET /api/reports/daily/5': {
          data: { report: { ...report(), html: '<html><body><h1>Visitors</h1></body></html>', text: 'Visitors' } },
        },
      },
    });
    expect(await screen.findByText('No reports have been sent yet.')).toBeTruthy();
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'E-mail me the daily report every morning' });
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    await rendered.user.click(box);
    // Checked once the server holds it, read back from the server.
    await waitFor(() => expect(box.checked).toBe(true));
    expect(rendered.callsTo('PUT /api/reports/daily/opt-in').map((call) => call.body)).toEqual([{ optIn: true }]);

    await rendered.user.click(screen.getByRole('button', { name: 'Generate Test Report Now' }));
    expect((await screen.findByRole('status')).textContent).toBe('Daily report generated and sent!');
    const table = within(screen.getByRole('table', { name: 'Past reports' }));
    expect(table.getByRole('columnheader', { name: 'Sent' })).toBeTruthy();
    expect(await table.findByRole('button', { name: 'Open report 2026/03/02' })).toBeTruthy();
    const frame = await screen.findByTitle('[Test] Grainline daily report for 2026-03-02 (so far)');
    expect(frame.getAttribute('sandbox')).toBe('');
  });
});
