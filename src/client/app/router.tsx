import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, useSearchParams } from 'react-router';
import { ConfiguratorPage } from '../features/configurator/configurator-page';
import { AreaErrorBoundary } from '../shared/area-error-boundary';
import { NotFoundScreen } from './not-found-screen';

/**
 * Every screen's route (CONF-02, OPS-08 and each screen's id). The configurator is the landing page and loads eagerly;
 * staff and
 * partner screens are split into their own chunks so a customer never downloads them.
 */
function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AdminScreen = lazyScreen(() => import('../features/admin/admin-screen'), 'AdminScreen');
const AnalyticsScreen = lazyScreen(() => import('../features/analytics/analytics-screen'), 'AnalyticsScreen');
const LeadsScreen = lazyScreen(() => import('../features/leads/leads-screen'), 'LeadsScreen');
const VisitorsScreen = lazyScreen(() => import('../features/visitors/visitors-screen'), 'VisitorsScreen');
const PartnerSetupScreen = lazyScreen(
  () => import('../features/partner-area/partner-setup-screen'),
  'PartnerSetupScreen',
);
const PartnerLoginScreen = lazyScreen(
  () => import('../features/partner-area/partner-login-screen'),
  'PartnerLoginScreen',
);
const PartnerDashboardScreen = lazyScreen(
  () => import('../features/partner-area/partner-dashboard-screen'),
  'PartnerDashboardScreen',
);
const PriceBookScreen = lazyScreen(() => import('../features/price-book/price-book-screen'), 'PriceBookScreen');
const QuotesInboxScreen = lazyScreen(() => import('../features/quotes-inbox/quotes-inbox-screen'), 'QuotesInboxScreen');
const QuoteDetailScreen = lazyScreen(() => import('../features/quotes-inbox/quote-detail-screen'), 'QuoteDetailScreen');
const OutboxScreen = lazyScreen(() => import('../features/outbox/outbox-screen'), 'OutboxScreen');
const CustomerDataScreen = lazyScreen(
  () => import('../features/customer-data/customer-data-screen'),
  'CustomerDataScreen',
);
const PartnerApplyScreen = lazyScreen(
  () => import('../features/partner-area/partner-apply-screen'),
  'PartnerApplyScreen',
);
const JobsScreen = lazyScreen(() => import('../features/jobs/jobs-screen'), 'JobsScreen');
const JobDetailScreen = lazyScreen(() => import('../features/jobs/job-detail-screen'), 'JobDetailScreen');
const WorkshopScreen = lazyScreen(() => import('../features/jobs/workshop-screen'), 'WorkshopScreen');
const BusinessDetailsScreen = lazyScreen(
  () => import('../features/business-details/business-details-screen'),
  'BusinessDetailsScreen',
);
const PaymentsScreen = lazyScreen(() => import('../features/payments/payments-screen'), 'PaymentsScreen');
const InvoicesScreen = lazyScreen(() => import('../features/invoices/invoices-screen'), 'InvoicesScreen');
const InvoiceDetailScreen = lazyScreen(
  () => import('../features/invoices/invoice-detail-screen'),
  'InvoiceDetailScreen',
);
const StaffLayout = lazyScreen(() => import('../features/staff/staff-layout'), 'StaffLayout');
const StaffLoginScreen = lazyScreen(() => import('../features/staff/staff-login-screen'), 'StaffLoginScreen');
const StaffAccountScreen = lazyScreen(() => import('../features/staff/staff-account-screen'), 'StaffAccountScreen');
const QuotePageScreen = lazyScreen(() => import('../features/quote-page/quote-page-screen'), 'QuotePageScreen');

function ScreenLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-ink-muted">
      Loading…
    </div>
  );
}

/** OPS-20: each screen (staff, partner, the quote page) fails on its own, under its own error boundary. */
function Lazy({ screen: Screen }: { screen: LazyExoticComponent<ComponentType> }) {
  return (
    <AreaErrorBoundary>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </AreaErrorBoundary>
  );
}

/** PARTNER-05: the setup screen needs ?token=…; without one the visitor goes home. */
function PartnerSetupRoute() {
  const [params] = useSearchParams();
  if (!params.get('token')) return <Navigate to="/" replace />;
  return <Lazy screen={PartnerSetupScreen} />;
}

export function createAppRouter() {
  return createBrowserRouter([
    { path: '/', element: <ConfiguratorPage /> },
    { path: '/configurator', element: <ConfiguratorPage /> },
    {
      // STAFF-01: every staff screen sits under this layout, which sends a signed-out visitor to
      // /staff/login and back afterwards. New staff screens (/admin/…) go in this list.
      element: <Lazy screen={StaffLayout} />,
      children: [
        { path: '/admin', element: <Lazy screen={AdminScreen} /> },
        { path: '/admin/account', element: <Lazy screen={StaffAccountScreen} /> },
        { path: '/admin/prices', element: <Lazy screen={PriceBookScreen} /> },
        { path: '/admin/quotes', element: <Lazy screen={QuotesInboxScreen} /> },
        { path: '/admin/quotes/:id', element: <Lazy screen={QuoteDetailScreen} /> },
        { path: '/admin/jobs', element: <Lazy screen={JobsScreen} /> },
        { path: '/admin/jobs/:id', element: <Lazy screen={JobDetailScreen} /> },
        { path: '/admin/workshop', element: <Lazy screen={WorkshopScreen} /> },
        { path: '/admin/business', element: <Lazy screen={BusinessDetailsScreen} /> },
        { path: '/admin/invoices', element: <Lazy screen={InvoicesScreen} /> },
        { path: '/admin/invoices/:id', element: <Lazy screen={InvoiceDetailScreen} /> },
        { path: '/admin/payments', element: <Lazy screen={PaymentsScreen} /> },
        { path: '/admin/outbox', element: <Lazy screen={OutboxScreen} /> },
        { path: '/admin/data', element: <Lazy screen={CustomerDataScreen} /> },
        { path: '/analytics', element: <Lazy screen={AnalyticsScreen} /> },
        { path: '/leads', element: <Lazy screen={LeadsScreen} /> },
        { path: '/visitors', element: <Lazy screen={VisitorsScreen} /> },
        { path: '/admin/*', element: <NotFoundScreen /> },
      ],
    },
    { path: '/staff/login', element: <Lazy screen={StaffLoginScreen} /> },
    { path: '/professional/apply', element: <Lazy screen={PartnerApplyScreen} /> },
    { path: '/professional/setup', element: <PartnerSetupRoute /> },
    { path: '/professional/login', element: <Lazy screen={PartnerLoginScreen} /> },
    { path: '/professional/dashboard', element: <Lazy screen={PartnerDashboardScreen} /> },
    { path: '/quote/:token', element: <Lazy screen={QuotePageScreen} /> },
    { path: '*', element: <NotFoundScreen /> },
  ]);
}
