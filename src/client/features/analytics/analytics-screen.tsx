import { useMemo, useState } from 'react';
import { analyticsCards, type AnalyticsReport, type ConversionFunnel } from '#core/analytics/dashboard-figures';
import { averageDuration, COUNTS, sharePercent, testLeadsNote } from '#core/analytics/figure-definitions';
import { formatRand } from '#core/money';
import { DashboardFrame, EmptyState, ErrorState } from '#client/shared/dashboard/dashboard-frame';
import { DashboardTabs } from '#client/shared/dashboard/dashboard-tabs';
import { DataTable } from '#client/shared/dashboard/data-table';
import { CardGrid, LoadingCards, StatCard } from '#client/shared/dashboard/stat-card';
import { TimeChart, type ChartSeries } from '#client/shared/dashboard/time-chart';
import { analyticsReportRoute, conversionFunnelRoute } from '#core/api/analytics-routes';
import { useDashboardData } from '#client/shared/dashboard/use-dashboard-data';

function Overview({
  report,
  funnel,
  period,
}: {
  report: AnalyticsReport;
  funnel: ConversionFunnel | undefined;
  period: number;
}) {
  const days = useMemo(() => report.leads.map((day) => day.date), [report]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Leads', values: report.leads.map((day) => day.total_leads), kind: 'count' },
      { label: 'Quotes', values: report.quotes.map((day) => day.total_quotes), kind: 'count' },
    ],
    [report],
  );
  return (
    <div className="space-y-6">
      <TimeChart period={period} title="Leads and quotes per day" days={days} series={series} />
      {funnel && (
        <>
          {/* ANALYTICS-28: each stage a part of the one before; leads no visit accounts for are said apart. */}
          <DataTable
            caption="Conversion funnel"
            columns={['Stage', 'Count', 'Of the stage before']}
            rows={[
              ['Visitors', funnel.total_visitors, '—'],
              [
                'Visitors who left their details',
                funnel.converted_visitors,
                `${sharePercent(funnel.converted_visitors, funnel.total_visitors).toFixed(1)}%`,
              ],
            ]}
          />
          <DataTable
            caption="From lead to order"
            columns={['Stage', 'Count', 'Of the stage before']}
            rows={[
              ['Leads', funnel.leads_captured, '—'],
              [
                'Quotes saved',
                funnel.quotes_generated,
                `${sharePercent(funnel.quotes_generated, funnel.leads_captured).toFixed(1)}%`,
              ],
              [
                'Quotes accepted',
                funnel.quotes_accepted,
                `${sharePercent(funnel.quotes_accepted, funnel.quotes_generated).toFixed(1)}%`,
              ],
            ]}
          />
          {funnel.leads_without_visit > 0 && (
            <p className="text-sm text-ink-muted">
              {funnel.leads_without_visit} of the {funnel.leads_captured} leads came without a tracked visit (a
              partner&apos;s quote, or a browser that blocks tracking).
            </p>
          )}
        </>
      )}
    </div>
  );
}

function LeadsTab({ report, period }: { report: AnalyticsReport; period: number }) {
  const days = useMemo(() => report.leads.map((day) => day.date), [report]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Leads', values: report.leads.map((day) => day.total_leads), kind: 'count' },
      {
        label: 'Configurator interactions',
        values: report.leads.map((day) => day.configurator_interactions),
        kind: 'count',
      },
    ],
    [report],
  );
  return (
    <div className="space-y-6">
      <TimeChart period={period} title="Leads per day" days={days} series={series} />
      <DataTable
        caption="Leads per day"
        columns={['Date', 'Leads', 'Configurator interactions', 'Homeowners', 'Contractors', 'Designers']}
        rows={[...report.leads]
          .reverse()
          .map((day) => [
            day.date,
            day.total_leads,
            day.configurator_interactions,
            day.homeowner_leads,
            day.contractor_leads,
            day.designer_leads,
          ])}
      />
    </div>
  );
}

function QuotesTab({ report, period }: { report: AnalyticsReport; period: number }) {
  const days = useMemo(() => report.quotes.map((day) => day.date), [report]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Quotes', values: report.quotes.map((day) => day.total_quotes), kind: 'count' },
      { label: 'Accepted', values: report.quotes.map((day) => day.accepted_quotes), kind: 'count' },
    ],
    [report],
  );
  return (
    <div className="space-y-6">
      <TimeChart period={period} title="Quotes per day" days={days} series={series} />
      <DataTable
        caption="Quotes per day"
        columns={['Date', 'Quotes', 'Accepted', 'Avg. value']}
        rows={[...report.quotes]
          .reverse()
          .map((day) => [day.date, day.total_quotes, day.accepted_quotes, formatRand(day.avg_quote_value_cents)])}
      />
    </div>
  );
}

function VisitorsTab({ report, period }: { report: AnalyticsReport; period: number }) {
  const days = useMemo(() => report.visitors.map((day) => day.date), [report]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Desktop', values: report.visitors.map((day) => day.desktop_visitors), kind: 'count' },
      { label: 'Mobile', values: report.visitors.map((day) => day.mobile_visitors), kind: 'count' },
      { label: 'Tablet', values: report.visitors.map((day) => day.tablet_visitors), kind: 'count' },
    ],
    [report],
  );
  if (report.visitors.every((day) => day.desktop_visitors + day.mobile_visitors + day.tablet_visitors === 0)) {
    return (
      <EmptyState title="No visitors tracked in this period">Visitor tracking counts visits as they arrive.</EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <TimeChart period={period} title="Visitors per day by device" days={days} series={series} />
      <DataTable
        caption="Visitors per day"
        columns={['Date', 'Desktop', 'Mobile', 'Tablet', 'Sessions', 'Avg. time', 'Configurations started']}
        rows={[...report.visitors]
          .reverse()
          .map((day) => [
            day.date,
            day.desktop_visitors,
            day.mobile_visitors,
            day.tablet_visitors,
            day.unique_sessions,
            averageDuration(day.total_time_on_site, day.desktop_visitors + day.mobile_visitors + day.tablet_visitors),
            day.total_configurations_started,
          ])}
      />
    </div>
  );
}

/** ANALYTICS-11, ANALYTICS-06: default period 3 days. */
export function AnalyticsScreen() {
  const [days, setDays] = useState(3);
  const report = useDashboardData(analyticsReportRoute, days);
  const funnel = useDashboardData(conversionFunnelRoute, days);
  const data = report.data;
  const cards = data ? analyticsCards(data.totals) : null;
  return (
    <DashboardFrame title="Analytics Dashboard" days={days} onDaysChange={setDays}>
      {report.isPending ? (
        <LoadingCards />
      ) : report.isError ? (
        <ErrorState error={report.error} />
      ) : !data || !cards || (data.leads.length === 0 && data.visitors.length === 0) ? (
        <EmptyState title="No analytics data available" />
      ) : (
        <>
          <CardGrid>
            <StatCard
              label="Leads"
              value={String(cards.leads)}
              counts={COUNTS.leads}
              note={testLeadsNote(cards.testLeads)}
            />
            <StatCard label="Quotes" value={String(cards.quotes)} counts={COUNTS.quotes} />
            <StatCard
              label="Conversion"
              value={`${cards.conversionRate.toFixed(1)}%`}
              caption={`${cards.quotes} quotes from ${cards.leads} leads`}
              counts={COUNTS.quoteConversion}
            />
            <StatCard label="Accepted Quotes" value={String(cards.acceptedQuotes)} counts={COUNTS.acceptedQuotes} />
            <StatCard
              label="Acceptance Rate"
              value={`${cards.acceptanceRate.toFixed(1)}%`}
              caption={`${cards.acceptedQuotes} of ${cards.quotes} quotes accepted`}
              counts={COUNTS.acceptanceRate}
            />
            <StatCard label="Revenue" value={formatRand(cards.revenueCents)} counts={COUNTS.revenue} />
            <StatCard
              label="Avg. Quote Value"
              value={formatRand(cards.avgQuoteValueCents)}
              counts={COUNTS.averageQuoteValue}
            />
          </CardGrid>
          <DashboardTabs
            tabs={[
              {
                id: 'overview',
                label: 'Overview',
                content: <Overview report={data} funnel={funnel.data} period={days} />,
              },
              { id: 'leads', label: 'Leads', content: <LeadsTab report={data} period={days} /> },
              { id: 'quotes', label: 'Quotes', content: <QuotesTab report={data} period={days} /> },
              { id: 'visitors', label: 'Visitors', content: <VisitorsTab report={data} period={days} /> },
            ]}
          />
        </>
      )}
    </DashboardFrame>
  );
}
