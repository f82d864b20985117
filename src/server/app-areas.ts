import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
// In this order: each module's shared schemas become the contract's components in the order they are defined.
import { staffAnalyticsRoutes } from './analytics/staff-analytics-routes';
import { apiDocsRoutes } from './api-contract/api-docs-routes';
import { sessionRoutes } from './auth/session-routes';
import type { AnalyticsSummaries } from './analytics/analytics-tasks';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import type { PriceBookStore } from './catalogue/price-book-repository';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { healthRoutes } from './health/health-routes';
import { exportRoutes } from './exports/export-routes';
import { partnerRoutes } from './partners/partner-routes';
import { backOfficeRoutes } from './back-office/back-office-routes';
import { quotesInboxRoutes } from './quotes-inbox/quotes-inbox-routes';
import { invoicingRoutes } from './invoicing/invoicing-routes';
import { jobsRoutes } from './jobs/jobs-routes';
import { paymentsRoutes } from './payments/payments-routes';
import { priceBookAdminRoutes } from './price-book-admin/price-book-admin-routes';
import { pricingRoutes } from './pricing/pricing-routes';
import { adviceRoutes } from './advice/advice-routes';
import { privacyRoutes } from './privacy/privacy-routes';
import { partnerAreaRoutes } from './partners/partner-area-routes';
import { staffPartnerRoutes } from './partners/staff-partner-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { createAnonymousBurstGuard } from './security/anonymous-burst';
import type { ClientKeyer } from './security/client-key';
import type { SecurityLog } from './security/security-log';
import { securityLogRoutes } from './security/security-log-routes';
import { reportRoutes } from './reports/report-routes';
import { sketchRoutes } from './sketches/sketch-routes';
import { secondFactorRoutes } from './staff/second-factor-routes';
import { staffRoutes } from './staff/staff-routes';
import type { EventWriter } from './tracking/event-writer';
import type { IngestGate } from './tracking/ingest-limits';
import { trackingRoutes } from './tracking/tracking-routes';
import { heatmapRoutes } from './heatmaps/heatmap-routes';
import type { PageTokens } from './tracking/page-tokens';
import { createVisitorKeyer } from './tracking/visitor-key';
import type { WoodImageServices } from './wood-images/wood-image-services';
import { woodImageRoutes } from './wood-images/wood-image-routes';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What buildApp makes once and hands to the areas that need it. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  woodImages: WoodImageServices;
  wakeOutbox: () => void;
  clientKey: ClientKeyer;
  securityLog: SecurityLog;
  eventWriter: EventWriter;
  ingestGate: IngestGate;
  analyticsSummaries: AnalyticsSummaries;
  pageTokens: PageTokens;
}

/** One area of the API: its routes and the options it is given. */
interface Area {
  register(app: FastifyInstance, services: AppServices): Promise<void>;
}

function area<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsync<Options>,
  options: (services: AppServices) => Options,
  { uploads = false }: { uploads?: boolean } = {},
): Area {
  const plugin = uploads ? withUploads(routes) : routes;
  return { register: async (app, services) => void (await app.register(plugin, options(services))) };
}

/**
 * Routes that take a file upload, with the multipart parser in their own scope: its hooks (one
 * on every request, two more on every response) cost every other call and serve none (ADR 039).
 * Elsewhere a multipart body is refused as an unsupported content type (415).
 */
function withUploads<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    await scope.register(routes, options);
  };
}

/** Every area of the API, registered in this order by buildApp. */
export const APP_AREAS: readonly Area[] = [
  area(catalogueRoutes, (s) => ({ priceBooks: s.priceBooks, woodPhotos: s.woodImages.photos })),
  area(pricingRoutes, (s) => ({ db: s.db, priceBooks: s.priceBooks })),
  area(adviceRoutes, (s) => ({ priceBooks: s.priceBooks })),
  area(trackingRoutes, (s) => ({
    db: s.db,
    keyer: createVisitorKeyer({ dataDir: s.config.dataDir, db: s.db }),
    pageTokens: s.pageTokens,
    writer: s.eventWriter,
    limits: s.config.routeLimits,
    gate: s.ingestGate,
  })),
  area(staffAnalyticsRoutes, (s) => ({ db: s.db, refreshSummaries: () => s.analyticsSummaries.refresh() })),
  area(heatmapRoutes, (s) => ({ db: s.db })),
  area(
    sketchRoutes,
    (s) => ({
      db: s.db,
      limits: s.config.routeLimits,
      storage: s.config.sketches,
      clientKey: s.clientKey,
      businessEmail: s.config.business.email,
      wakeOutbox: s.wakeOutbox,
    }),
    { uploads: true },
  ),
  area(quoteRoutes, (s) => ({
    db: s.db,
    priceBooks: s.priceBooks,
    business: s.config.business,
    limits: s.config.routeLimits,
    perRecipientPerDay: s.config.mailLimits.perRecipientPerDay,
    wakeOutbox: s.wakeOutbox,
    burstGuard: createAnonymousBurstGuard({
      db: s.db,
      per10Minutes: s.config.anonymousBurst.per10Minutes,
      maxNumber: s.config.anonymousBurst.proofOfWorkMaxNumber,
    }),
  })),
  area(sessionRoutes, (s) => ({ db: s.db, requireSecondFactor: s.config.auth.requireSecondFactor })),
  area(staffRoutes, (s) => ({
    db: s.db,
    settings: s.config.auth,
    limits: s.config.routeLimits,
    securityLog: s.securityLog,
  })),
  area(secondFactorRoutes, (s) => ({
    db: s.db,
    issuer: s.config.business.name,
    settings: s.config.auth,
    securityLog: s.securityLog,
  })),
  area(
    partnerRoutes,
    (s) => ({
      db: s.db,
      settings: s.config.auth,
      limits: s.config.routeLimits,
      business: s.config.business,
      wakeOutbox: s.wakeOutbox,
      securityLog: s.securityLog,
    }),
    { uploads: true },
  ),
  area(priceBookAdminRoutes, (s) => ({ db: s.db, priceBooks: s.priceBooks, securityLog: s.securityLog })),
  area(securityLogRoutes, (s) => ({ db: s.db, securityLog: s.securityLog })),
  area(quotesInboxRoutes, (s) => ({ db: s.db, business: s.config.business, wakeOutbox: s.wakeOutbox })),
  area(invoicingRoutes, (s) => ({ db: s.db, business: s.config.business, securityLog: s.securityLog })),
  area(paymentsRoutes, (s) => ({ db: s.db, securityLog: s.securityLog }), { uploads: true }),
  area(jobsRoutes, (s) => ({
    db: s.db,
    business: s.config.business,
    wakeOutbox: s.wakeOutbox,
    securityLog: s.securityLog,
  })),
  area(backOfficeRoutes, (s) => ({ db: s.db, wakeOutbox: s.wakeOutbox })),
  area(exportRoutes, (s) => ({ db: s.db, securityLog: s.securityLog })),
  area(privacyRoutes, (s) => ({ db: s.db, dataDir: s.config.dataDir, securityLog: s.securityLog })),
  area(reportRoutes, (s) => ({ db: s.db, business: s.config.business, wakeOutbox: s.wakeOutbox })),
  area(
    partnerAreaRoutes,
    (s) => ({
      db: s.db,
      business: s.config.business,
      limits: s.config.routeLimits,
      perRecipientPerDay: s.config.mailLimits.perRecipientPerDay,
      wakeOutbox: s.wakeOutbox,
      securityLog: s.securityLog,
    }),
    { uploads: true },
  ),
  area(staffPartnerRoutes, (s) => ({
    db: s.db,
    securityLog: s.securityLog,
    signInMaxFailures: s.config.auth.signInMaxFailures,
  })),
  area(apiDocsRoutes, () => ({})),
  area(
    woodImageRoutes,
    (s) => ({ db: s.db, priceBooks: s.priceBooks, textures: s.woodImages.textures, photos: s.woodImages.photos }),
    { uploads: true },
  ),
  area(healthRoutes, (s) => ({ database: s.database })),
];
