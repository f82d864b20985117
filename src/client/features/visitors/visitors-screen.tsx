import { useMemo, useState } from 'react';
import {
  visitorCards,
  percentOf,
  type VisitorAnalytics,
  type VisitorBehavior,
} from '#core/analytics/dashboard-figures';
import {
  averageDuration,
  COUNTS,
  formatDuration,
  sharePercent,
  testLeadsNote,
} from '#core/analytics/figure-definitions';
import { DashboardFrame, EmptyState, ErrorState } from '#client/shared/dashboard/dashboard-frame';
import { DashboardTabs } from '#client/shared/dashboard/dashboard-tabs';
import { DataTable } from '#client/shared/dashboard/data-table';
import { CardGrid, LoadingCards, StatCard } from '#client/shared/dashboard/stat-card';
import { TimeChart, type ChartSeries } from '#client/shared/dashboard/time-chart';
import { visitorAnalyticsRoute, visitorBehaviorRoute } from '#core/api/analytics-routes';
import { useDashboardData } from '#client/shared/dashboard/use-dashboard-data';
import { HeatmapsTab } from './heatmaps-tab';
import { DailyReportsTab } from './daily-reports-tab';

function OverviewTab({ data, period }: { data: VisitorAnalytics; period: number }) {
  const stats = data.dailyStats;
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Visitors', values: stats.map((day) => day.unique_visitors), kind: 'count' },
      { label: 'Configs started', values: stats.map((day) => day.total_configs_started), kind: 'count' },
    ],
    [stats],
  );
  const days = useMemo(() => stats.map((day) => day.date), [stats]);
  const devices = stats.reduce(
    (total, day) => ({
      desktop: total.desktop + day.desktop_visitors,
      mobile: total.mobile + day.mobile_visitors,
      tablet: total.tablet + day.tablet_visitors,
    }),
    { desktop: 0, mobile: 0, tablet: 0 },
  );
  const deviceTotal = devices.desktop + devices.mobile + devices.tablet;
  return (
    <div className="space-y-6">
      {deviceTotal > 0 && (
        <DataTable
          caption="Device breakdown"
          columns={['Device', 'Visitors', 'Share']}
          rows={(['desktop', 'mobile', 'tablet'] as const).map((device) => [
            device[0]?.toUpperCase() + device.slice(1),
            devices[device],
            `${percentOf(devices[device], deviceTotal).toFixed(1)}%`,
          ])}
        />
      )}
      <TimeChart period={period} title="Visitors per day" days={days} series={series} />
      <DataTable
        caption="Per day"
        columns={['Date', 'Visitors', 'Avg. time', 'Configs started', 'Conversions', 'Leads']}
        rows={[...stats]
          .reverse()
          .map((day) => [
            day.date,
            day.unique_visitors,
            averageDuration(day.total_time_on_site, day.unique_visitors),
            day.total_configs_started,
            day.conversions,
            day.leads,
          ])}
      />
    </div>
  );
}

function BehaviorTab({ behavior }: { behavior: VisitorBehavior | undefined }) {
  if (!behavior) return <p className="text-ink-muted">Loading…</p>;
  const { funnel } = behavior;
  const stages = [
    ['Total Visitors', funnel.total_visitors],
    ['Started Configurator', funnel.started_configurator],
    ['Completed Configurator', funnel.completed_configurator],
    ['Submitted Lead', funnel.submitted_lead],
  ] as const;
  return (
    <div className="space-y-6">
      {/* ANALYTICS-28: each stage a part of the one before, so no share is above 100 % and the funnel never widens. */}
      <DataTable
        caption="Conversion funnel"
        columns={['Stage', 'Visitors', 'Of all visitors']}
        rows={stages.map(([stage, count]) => [
          stage,
          count,
          `${sharePercent(count, funnel.total_visitors).toFixed(1)}%`,
        ])}
      />
      {funnel.leads_without_visit > 0 && (
        <p className="text-sm text-ink-muted">
          {funnel.leads_without_visit} more {funnel.leads_without_visit === 1 ? 'lead' : 'leads'} came without a tracked
          visit (a partner&apos;s quote, or a browser that blocks tracking).
        </p>
      )}
      {behavior.dropOffs.length > 0 && (
        <DataTable
          caption="Drop-offs"
          columns={['Stage', 'Avg. time spent', 'Visitors']}
          rows={behavior.dropOffs.map((drop) => [
            drop.stage,
            averageDuration(drop.total_time_spent, drop.visitor_count),
            drop.visitor_count,
          ])}
        />
      )}
    </div>
  );
}

function GeographyTab({ data }: { data: VisitorAnalytics }) {
  if (data.geography.length === 0)
    return <EmptyState title="Geographic data will appear once visitor tracking is active" />;
  return (
    <DataTable
      caption="Visitors by country"
      columns={['Country', 'City', 'Visitors']}
      rows={data.geography.map((place) => [place.country, '—', place.visitor_count])}
    />
  );
}

/**
 * What the figures leave out (ADR 021): script-like visitors, always shown so staff know the
 * count is watched, and beacons refused past the daily limits when there were any.
 */
function TrafficLeftOut({ traffic }: { traffic: VisitorAnalytics['traffic'] | undefined }) {
  if (!traffic) return null;
  const refused = traffic.events_over_visitor_limit + traffic.events_over_budget;
  return (
    <aside aria-label="Traffic left out" className="mb-4 text-sm text-ink-muted">
      <p>
        Suspect traffic left out of these figures: {traffic.suspect_visitors}{' '}
        {traffic.suspect_visitors === 1 ? 'visitor' : 'visitors'} ({traffic.suspect_events} events).
      </p>
      {refused > 0 && (
        <p>
          {refused} events past the daily limits were counted but not stored
          {traffic.budget_reached_days.length > 0
            ? `; the site's daily budget was reached on ${traffic.budget_reached_days.join(', ')}`
            : ''}
          .
        </p>
      )}
    </aside>
  );
}

/** ANALYTICS-15 to ANALYTICS-21. */
export function VisitorsScreen() {
  const [days, setDays] = useState(7);
  const analytics = useDashboardData(visitorAnalyticsRoute, days);
  const behavior = useDashboardData(visitorBehaviorRoute, days);
  const data = analytics.data;
  return (
    <DashboardFrame title="Visitor Analytics Dashboard" days={days} onDaysChange={setDays}>
      {analytics.isPending ? (
        <LoadingCards />
      ) : analytics.isError ? (
        <ErrorState error={analytics.error} />
      ) : !data || data.dailyStats.length === 0 ? (
        <>
          <TrafficLeftOut traffic={data?.traffic} />
          <EmptyState title="No Visitor Data Available">
            Visitor tracking begins once the system is active; figures appear here after the first visits.
          </EmptyState>
          {/* The reports can be tried, and the heatmaps' frame seen, before the first visit. */}
          <DashboardTabs
            tabs={[
              { id: 'heatmaps', label: 'Heatmaps', content: <HeatmapsTab days={days} /> },
              { id: 'reports', label: 'Daily Reports', content: <DailyReportsTab /> },
            ]}
          />
        </>
      ) : (
        <>
          <VisitorCards data={data} days={days} />
          <TrafficLeftOut traffic={data.traffic} />
          <DashboardTabs
            tabs={[
              { id: 'overview', label: 'Overview', content: <OverviewTab data={data} period={days} /> },
              { id: 'behavior', label: 'User Behavior', content: <BehaviorTab behavior={behavior.data} /> },
              { id: 'geography', label: 'Geography', content: <GeographyTab data={data} /> },
              { id: 'heatmaps', label: 'Heatmaps', content: <HeatmapsTab days={days} /> },
              { id: 'reports', label: 'Daily Reports', content: <DailyReportsTab /> },
            ]}
          />
        </>
      )}
    </DashboardFrame>
  );
}

function VisitorCards({ data, days }: { data: VisitorAnalytics; days: number }) {
  const cards = visitorCards(data.dailyStats);
  return (
    <CardGrid>
      <StatCard
        label="Total Visitors"
        value={String(cards.totalVisitors)}
        caption={`Unique visitors in ${days} days`}
        counts={COUNTS.visitors}
      />
      <StatCard
        label="Avg. Engagement"
        value={formatDuration(cards.avgEngagementSeconds)}
        caption="Average time on site"
        counts={COUNTS.engagement}
      />
      <StatCard
        label="Configurator Rate"
        value={`${cards.configuratorRate.toFixed(1)}%`}
        caption={`${cards.configsCompleted} of ${cards.configsStarted} completed`}
        counts={COUNTS.configuratorRate}
      />
      <StatCard
        label="Conversion Rate"
        value={`${cards.conversionRate.toFixed(1)}%`}
        caption={`${cards.conversions} of ${cards.totalVisitors} visitors left their details${cards.leadsWithoutVisit > 0 ? `; ${cards.leadsWithoutVisit} more ${cards.leadsWithoutVisit === 1 ? 'lead' : 'leads'} without a tracked visit` : ''}`}
        counts={COUNTS.visitorConversion}
        note={testLeadsNote(cards.testLeads)}
      />
    </CardGrid>
  );
}
