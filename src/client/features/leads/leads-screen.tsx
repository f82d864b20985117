import { useState } from 'react';
import type { RealLead } from '#core/analytics/dashboard-schemas';
import { COUNTS, testLeadsNote } from '#core/analytics/figure-definitions';
import { formatDate } from '#core/dates';
import { DashboardFrame, EmptyState, ErrorState } from '#client/shared/dashboard/dashboard-frame';
import { DashboardTabs } from '#client/shared/dashboard/dashboard-tabs';
import { DataTable } from '#client/shared/dashboard/data-table';
import { CardGrid, LoadingCards, StatCard } from '#client/shared/dashboard/stat-card';
import { leadStatsRoute, realLeadsRoute } from '#core/api/analytics-routes';
import { useDashboardData } from '#client/shared/dashboard/use-dashboard-data';

const CLIENT_TYPES: Record<string, string> = { homeowner: 'Homeowner', contractor: 'Contractor', designer: 'Designer' };

function LeadList({ leads, contact }: { leads: RealLead[]; contact: boolean }) {
  if (leads.length === 0) return <EmptyState title="No real leads in this period" />;
  return contact ? (
    <DataTable
      caption="Contact details"
      columns={['Name', 'E-mail', 'Phone', 'Company']}
      rows={leads.map((lead) => [
        lead.full_name,
        <a key="e" className="underline" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>,
        <a key="p" className="underline" href={`tel:${lead.phone.replace(/\s+/g, '')}`}>
          {lead.phone}
        </a>,
        lead.company ?? '—',
      ])}
    />
  ) : (
    <DataTable
      caption="Real leads"
      columns={['Date', 'Name', 'Client type', 'Source']}
      rows={leads.map((lead) => [
        formatDate(new Date(lead.created_at)),
        lead.full_name,
        CLIENT_TYPES[lead.client_type] ?? lead.client_type,
        lead.source.replace(/_/g, ' '),
      ])}
    />
  );
}

/** ANALYTICS-13, ANALYTICS-06: default period 7 days. */
export function LeadsScreen() {
  const [days, setDays] = useState(7);
  const leads = useDashboardData(realLeadsRoute, days);
  const stats = useDashboardData(leadStatsRoute, days);
  return (
    <DashboardFrame title="Real Leads Dashboard" days={days} onDaysChange={setDays}>
      {leads.isPending || stats.isPending ? (
        <LoadingCards />
      ) : leads.isError || stats.isError ? (
        <ErrorState error={leads.error ?? stats.error} />
      ) : (
        <>
          <CardGrid>
            <StatCard
              label="Real Leads"
              value={String(stats.data.real_leads)}
              caption={`${stats.data.lead_conversion_rate.toFixed(1)}% of tracking interactions`}
              counts={COUNTS.leads}
              note={testLeadsNote(stats.data.test_leads)}
            />
            <StatCard
              label="Tracking Interactions"
              value={String(stats.data.tracking_interactions)}
              caption="Configurator lead captures"
              counts={COUNTS.trackingInteractions}
            />
            <StatCard label="Unique E-mails" value={String(stats.data.unique_emails)} counts={COUNTS.uniqueEmails} />
          </CardGrid>
          <DashboardTabs
            tabs={[
              { id: 'real', label: 'Real Leads', content: <LeadList leads={leads.data} contact={false} /> },
              { id: 'contact', label: 'Contact Details', content: <LeadList leads={leads.data} contact /> },
            ]}
          />
        </>
      )}
    </DashboardFrame>
  );
}
