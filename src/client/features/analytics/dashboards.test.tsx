import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport, LeadStats, RealLead, VisitorAnalytics } from '#core/analytics/dashboard-schemas';
import { COUNTS } from '#core/analytics/figure-definitions';
import { renderScreen, staffSession, type Answers } from '#client/shared/testing/render-screen';
import { LeadsScreen } from '../leads/leads-screen';
import { VisitorsScreen } from '../visitors/visitors-screen';
import { AnalyticsScreen } from './analytics-screen';

// The heatmaps draw on a canvas and load the configurator in a frame, neither of which a DOM
// implementation has: they are proved in a real browser (tests/e2e/heatmaps.spec.ts).
vi.mock('../visitors/heatmaps-tab', () => ({ HeatmapsTab: () => <p>Heatmaps</p> }));
// The charts' lines are drawn on a canvas too; their legend, which names each line, is ours.
vi.mock('uplot', () => ({
  default: class {
    setSize() {}
    destroy() {}
  },
}));

const emptyTraffic: VisitorAnalytics['traffic'] = {
  suspect_visitors: 0,
  suspect_events: 0,
  events_over_visitor_limit: 0,
  events_over_budget: 0,
  budget_reached_days: [],
};
const emptyVisitors = (overrides: Partial<VisitorAnalytics> = {}): VisitorAnalytics => ({
  dailyStats: [],
  geography: [],
  sources: [],
  pages: [],
  woods: [],
  traffic: emptyTraffic,
  ...overrides,
});
const visitorDay = (
  overrides: Partial<VisitorAnalytics['dailyStats'][number]> = {},
): VisitorAnalytics['dailyStats'][number] => ({
  date: '2026-03-02',
  unique_visitors: 2,
  total_configs_started: 2,
  total_configs_completed: 1,
  conversions: 1,
  leads: 4,
  test_leads: 1,
  avg_time_on_site: 12,
  total_time_on_site: 24,
  mobile_visitors: 1,
  desktop_visitors: 1,
  tablet_visitors: 0,
  ...overrides,
});
const emptyReport: AnalyticsReport = {
  totals: {
    total_leads: 0,
    total_quotes: 0,
    total_accepted_quotes: 0,
    avg_quote_value: 0,
    avg_quote_value_cents: 0,
    test_leads: 0,
    accepted_value_cents: 0,
  },
  visitors: [],
  leads: [],
  quotes: [],
};
const emptyFunnel = {
  total_visitors: 0,
  leads_captured: 0,
  quotes_generated: 0,
  quotes_accepted: 0,
  converted_visitors: 0,
  leads_without_visit: 0,
};
const emptyBehavior = {
  funnel: {
    total_visitors: 0,
    started_configurator: 0,
    completed_configurator: 0,
    submitted_lead: 0,
    leads_without_visit: 0,
  },
  dropOffs: [],
};
const leadStats = (overrides: Partial<LeadStats> = {}): LeadStats => ({
  real_leads: 0,
  test_leads: 0,
  tracking_interactions: 0,
  unique_emails: 0,
  lead_conversion_rate: 0,
  ...overrides,
});
const lead = (overrides: Partial<RealLead> = {}): RealLead => ({
  id: 1,
  full_name: 'Lerato Mokoena',
  email: 'lerato.mokoena@gmail.com',
  phone: '082 555 0123',
  company: null,
  client_type: 'homeowner',
  source: 'configurator',
  created_at: '2026-03-02T08:00:00.000Z',
  ...overrides,
});

const EMPTY: Answers = {
  'GET /api/session': staffSession(),
  'GET /api/analytics': { data: emptyReport },
  'GET /api/analytics/conversion-funnel': { data: emptyFunnel },
  'GET /api/leads/real': { data: [] },
  'GET /api/leads/stats': { data: leadStats() },
  'GET /api/visitors/analytics': { data: emptyVisitors() },
  'GET /api/visitors/behavior': { data: emptyBehavior },
  'GET /api/reports/daily': { data: { reports: [] } },
  'GET /api/reports/daily/opt-in': { data: { optIn: false } },
};

const card = (label: string) => screen.getByRole('region', { name: label });
const percentages = (text: string) => [...text.matchAll(/(\d+(?:\.\d+)?)%/g)].map((match) => Number(match[1]));
/** Staff read what a figure counts in words; a requirement id ('ANALYTICS-07') is the repository's, not theirs. */
const expectNoRequirementIds = () => expect(document.body.textContent).not.toMatch(/\b[A-Z]+-\d\d\b/);

describe('the staff dashboards (ANALYTICS-06, ANALYTICS-11, ANALYTICS-21)', () => {
  it.each<[string, ReactElement, string, string, string[]]>([
    [
      '/analytics',
      <AnalyticsScreen />,
      'No analytics data available',
      '3d',
      ['/api/analytics?days=3', '/api/analytics/conversion-funnel?days=3'],
    ],
    [
      '/leads',
      <LeadsScreen />,
      'No real leads in this period',
      '7d',
      ['/api/leads/real?days=7', '/api/leads/stats?days=7'],
    ],
    [
      '/visitors',
      <VisitorsScreen />,
      'No Visitor Data Available',
      '7d',
      ['/api/visitors/analytics?days=7', '/api/visitors/behavior?days=7'],
    ],
  ])(
    '%s shows its empty state, the four periods with its default pressed, and asks for that period',
    async (path, ui, empty, pressed, asked) => {
      const rendered = renderScreen(ui, { path, answers: EMPTY });
      expect(await screen.findByText(empty)).toBeTruthy();
      const periods = within(screen.getByRole('group', { name: 'Period' })).getAllByRole('button');
      expect(periods.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual(
        ['24h', '3d', '7d', '30d'].map((label) => [label, String(label === pressed)]),
      );
      expect(rendered.calls.map((call) => call.url)).toEqual(expect.arrayContaining(asked));
      await rendered.user.click(screen.getByRole('button', { name: '30d' }));
      await waitFor(() =>
        expect(rendered.calls.map((call) => call.url)).toContain(asked[0]?.replace(/days=\d+/, 'days=30')),
      );
    },
  );

  it('the Leads dashboard names what it counts, leaves test addresses out, and lists the lead with its contact details', async () => {
    renderScreen(<LeadsScreen />, {
      path: '/leads',
      answers: {
        ...EMPTY,
        'GET /api/leads/real': { data: [lead()] },
        'GET /api/leads/stats': { data: leadStats({ real_leads: 1, test_leads: 1 }) },
      },
    });
    await screen.findByRole('table', { name: 'Real leads' });
    // ANALYTICS-25: test addresses are left out, and the card says so.
    expect(card('Real Leads').textContent).toContain(COUNTS.leads);
    expect(card('Real Leads').textContent).toContain('1 lead from test addresses left out.');
    expect(within(screen.getByRole('table', { name: 'Real leads' })).getByText('Lerato Mokoena')).toBeTruthy();
    expectNoRequirementIds();
  });

  it('the dashboard tabs are one tab stop that the arrow keys, Home and End move along, as WAI-ARIA tabs', async () => {
    const rendered = renderScreen(<LeadsScreen />, {
      path: '/leads',
      answers: { ...EMPTY, 'GET /api/leads/real': { data: [lead()] } },
    });
    const real = await screen.findByRole('tab', { name: 'Real Leads' });
    const contact = screen.getByRole('tab', { name: 'Contact Details' });
    const expectShown = (tab: HTMLElement) => {
      expect(document.activeElement).toBe(tab);
      expect(tab.getAttribute('aria-selected')).toBe('true');
      expect(screen.getAllByRole('tab').filter((each) => each.getAttribute('tabindex') === '0')).toEqual([tab]);
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab.id);
    };
    expect(real.getAttribute('aria-selected')).toBe('true');
    real.focus();
    for (const [key, shown] of [
      ['{ArrowRight}', contact],
      ['{ArrowRight}', real],
      ['{ArrowLeft}', contact],
      ['{Home}', real],
      ['{End}', contact],
    ] as const) {
      await rendered.user.keyboard(key);
      expectShown(shown);
    }
    expect(
      within(screen.getByRole('table', { name: 'Contact details' })).getByText('lerato.mokoena@gmail.com'),
    ).toBeTruthy();
  });

  it('the Visitor dashboard counts visitors, shows a short visit in seconds, no rate past 100 %, and the leads and traffic it leaves out (ANALYTICS-08, ANALYTICS-24 to ANALYTICS-28, ADR 021)', async () => {
    renderScreen(<VisitorsScreen />, {
      path: '/visitors',
      answers: {
        ...EMPTY,
        'GET /api/visitors/analytics': {
          data: emptyVisitors({
            dailyStats: [visitorDay()],
            traffic: { ...emptyTraffic, suspect_visitors: 1, suspect_events: 3 },
          }),
        },
      },
    });
    await screen.findByRole('region', { name: 'Total Visitors' });
    expect(card('Total Visitors').textContent).toContain('Unique visitors in 7 days');
    expect(card('Total Visitors').textContent).toContain(COUNTS.visitors);
    expect(card('Avg. Engagement').textContent).toMatch(/12 s/);
    expect(card('Configurator Rate').textContent).toContain('1 of 2 completed');
    const conversion = card('Conversion Rate').textContent ?? '';
    expect(conversion).toContain('50.0%');
    expect(conversion).toContain('1 of 2 visitors left their details; 3 more leads without a tracked visit');
    expect(conversion).toContain('1 lead from test addresses left out.');
    for (const label of ['Configurator Rate', 'Conversion Rate'])
      for (const percentage of percentages(card(label).textContent ?? '')) expect(percentage).toBeLessThanOrEqual(100);
    expect(screen.getByRole('complementary', { name: 'Traffic left out' }).textContent).toContain(
      'Suspect traffic left out of these figures: 1 visitor (3 events).',
    );
  });

  it('the Analytics dashboard names each line of its chart with its total, without hovering (ANALYTICS-30)', async () => {
    renderScreen(<AnalyticsScreen />, {
      path: '/analytics',
      answers: {
        ...EMPTY,
        'GET /api/analytics': {
          data: {
            ...emptyReport,
            totals: { ...emptyReport.totals, total_leads: 4, total_quotes: 4, total_accepted_quotes: 1 },
            leads: [
              {
                date: '2026-03-02',
                total_leads: 4,
                configurator_interactions: 4,
                homeowner_leads: 4,
                contractor_leads: 0,
                designer_leads: 0,
              },
            ],
            quotes: [
              {
                date: '2026-03-02',
                total_quotes: 4,
                accepted_quotes: 1,
                avg_quote_value: 100,
                avg_quote_value_cents: 10_000,
              },
            ],
          },
        },
      },
    });
    await screen.findByRole('region', { name: 'Leads' });
    expect(card('Conversion').textContent).toContain('4 quotes from 4 leads');
    expect(card('Acceptance Rate').textContent).toContain('25.0%');
    const legend = screen.getAllByRole('list', { name: 'Legend' })[0];
    expect(legend?.textContent).toContain('Leads: total 4');
    expect(legend?.textContent).toContain('Quotes: total 4');
    expectNoRequirementIds();
  });
});
