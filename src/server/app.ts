import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { staffAnalyticsRoutes } from './analytics/staff-analytics-routes';
import { apiDocsRoutes } from './api-contract/api-docs-routes';
import { installApiContract } from './api-contract/install-api-contract';
import { installAccessControl } from './auth/access-control';
import { refuseUndefinedCalls } from './http/serve-call';
import { prepareUnknownAccountHash } from './auth/password';
import { sessionRoutes } from './auth/session-routes';
import { createAnalyticsSummaries } from './analytics/analytics-jobs';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { createPriceBookStore } from './catalogue/price-book-repository';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { AppError, errorBody } from './errors';
import { healthRoutes } from './health/health-routes';
import { databaseRateLimitStore } from './http/database-rate-limit-store';
import { exportRoutes } from './exports/export-routes';
import { isApiRequest, isApiRoute } from './http/api-request';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installMemoryRateLimit, NO_LIMIT_HEADERS_WITHIN_LIMIT } from './http/memory-rate-limit';
import { installSecurityHeaders } from './http/security-headers';
import { partnerRoutes } from './partners/partner-routes';
import { backOfficeRoutes } from './back-office/back-office-routes';
import { quotesInboxRoutes } from './quotes-inbox/quotes-inbox-routes';
import { invoicingRoutes } from './invoicing/invoicing-routes';
import { jobsRoutes } from './jobs/jobs-routes';
import { priceBookAdminRoutes } from './price-book-admin/price-book-admin-routes';
import { pricingRoutes } from './pricing/pricing-routes';
import { adviceRoutes } from './advice/advice-routes';
import { privacyRoutes } from './privacy/privacy-routes';
import { partnerAreaRoutes } from './partner-area/partner-area-routes';
import { staffPartnerRoutes } from './partners/staff-partner-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { createAnonymousBurstGuard } from './security/anonymous-burst';
import { createClientKeyer } from './security/client-key';
import { createSecurityLog } from './security/security-log';
import { securityLogRoutes } from './security/security-log-routes';
import { serverSecret } from './auth/server-secret';
import { sealPlainTotpSecrets } from './auth/totp-secret-box';
import { reportRoutes } from './reports/report-routes';
import { sketchRoutes } from './sketches/sketch-routes';
import { secondFactorRoutes } from './staff/second-factor-routes';
import { staffRoutes } from './staff/staff-routes';
import { CONFIGURATOR_PATHS } from '#core/configurator-paths';
import { PAGE_TOKEN_META } from '#core/tracking/page-token';
import { configuratorPageSource } from './spa/configurator-page';
import { createFirstScreenRenderer } from './spa/first-screen-renderer';
import { encodedPageCache, pickEncoding } from './spa/encoded-page';
import { createEventWriter } from './tracking/event-writer';
import { createIngestGate } from './tracking/ingest-limits';
import { trackingRoutes } from './tracking/tracking-routes';
import { heatmapRoutes } from './heatmaps/heatmap-routes';
import { createPageTokens } from './tracking/page-tokens';
import { createVisitorKeyer } from './tracking/visitor-key';
import { PROJECT_ROOT } from './project-root';
import { createWoodImageServices } from './wood-images/wood-image-services';
import { woodImageRoutes } from './wood-images/wood-image-routes';

const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Serve the built front end (off in API-only tests). */
  serveClient?: boolean;
  /** Where the built front end is: `dist/client` unless a test builds its own. */
  clientDir?: string;
  /**
   * Sends queued mail now: the worker beside the app (start-server.ts; ADR 035). The app starts
   * no worker and no timer of its own: without one, mail a route queues waits in the outbox.
   */
  wakeOutbox?: () => void;
  /** Rate limiting is on in production; behaviour tests that send many requests turn it off. */
  rateLimit?: boolean;
  /** Where log lines go; pino's JSON on stdout by default. */
  logStream?: { write(line: string): void };
  /** Refuse (500) a reply that does not match its route's response schema: on in the tests (ADR 015). */
  checkResponses?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued e-mail now instead of at the outbox's next run, through the injected `wakeOutbox` (a no-op without a worker). */
    wakeOutbox(): void;
    /** Paints every wood texture (ADR 012); start-server.ts calls it once the server listens. */
    pregenerateWoodTextures(): Promise<{ rendered: number; ms: number }>;
  }
}

export async function buildApp({
  config,
  database,
  serveClient = true,
  clientDir = CLIENT_DIR,
  wakeOutbox: givenWakeOutbox,
  rateLimit: limitRate = true,
  logStream,
  checkResponses = false,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // Fastify's own request logs carry the IP address and full URL; ours (below) log the
    // route pattern only: no address, no query string, no quote token (POPIA).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  installErrorHandler(app);
  // Before any route: validation, documentation and tags come from each route's schema and access.
  await installApiContract(app, { checkResponses });
  // Every /api/ route is a call defined once in src/core/api, registered by serveCall (ADR 034).
  refuseUndefinedCalls(app);

  // A callback hook, and none at all when the level leaves the line out: an async hook costs
  // every request a promise (ADR 039).
  if (['info', 'debug', 'trace'].includes(config.logLevel)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
      done();
    });
  }

  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The configurator is made to be embedded in the workshop's own site (CONF-33).
        frameAncestors: ['*'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: false,
  });
  // Limits and quotas count a keyed hash of the client's address (the one the trusted proxies
  // report, see TRUST_PROXY), the same on every server sharing the database.
  const clientKey = createClientKeyer(await serverSecret(database.db, 'client-key'));
  // Second-factor secrets stored before they were sealed are sealed now (ADR 022); a no-op once done.
  await sealPlainTotpSecrets(database.db);
  if (limitRate) {
    const limits = {
      max: config.rateLimitPerMinute,
      keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
      // Pages, scripts and wood images are cheap and cached; a page load fetches dozens of them.
      allowList: (request: FastifyRequest) => !isApiRequest(request),
    };
    // Counted in this process alone, the same windows and answers as the plugin's memory store, as
    // one callback hook (ADR 039); servers sharing a database count there, through the plugin.
    if (config.rateLimitStore === 'memory') installMemoryRateLimit(app, { ...limits, timeWindowMs: 60_000, countsEveryRequest: isApiRoute });
    else
      await app.register(rateLimit, {
        global: true,
        ...limits,
        timeWindow: 60_000,
        store: databaseRateLimitStore(database.db),
        addHeadersOnExceeding: NO_LIMIT_HEADERS_WITHIN_LIMIT,
      });
  }
  // API JSON (the species list is 40 KB) is compressed per reply; the built client is
  // compressed once at build time and served from its .br/.gz files (preCompressed below).
  // Request bodies are never inflated: no client of this app sends one compressed, and the
  // plugin's decompression hook cost every request (ADR 039). A compressed body is not JSON (400).
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // After the cookie parser, before any route: who is calling and may they (ADR 007).
  installAccessControl(app, { db: database.db, settings: config.auth, publicUrl: config.publicUrl, ownOrigins: config.ownOrigins });
  await prepareUnknownAccountHash();

  // No timer starts here (ADR 035): the worker runs the background jobs, beside the app or alone.
  const wakeOutbox = () => givenWakeOutbox?.();
  app.decorate('wakeOutbox', wakeOutbox);

  const priceBooks = createPriceBookStore(database.db);
  const woodImages = createWoodImageServices({
    db: database.db,
    priceBooks,
    cacheDir: path.join(config.dataDir, 'cache', 'woods'),
    log: app.log.child({ module: 'wood-images' }),
  });
  app.addHook('onClose', () => woodImages.close());
  app.decorate('pregenerateWoodTextures', () => woodImages.pregenerate());
  await app.register(catalogueRoutes, { priceBooks, woodPhotos: woodImages.photos });
  await app.register(pricingRoutes, { db: database.db, priceBooks });
  await app.register(adviceRoutes, { priceBooks });
  const eventWriter = createEventWriter(database);
  const ingestGate = createIngestGate({ db: database.db, limits: config.analyticsIngest });
  // Run on demand only: the dashboards before they read, the worker beside the app on its schedule.
  const analyticsJobs = createAnalyticsSummaries({ db: database.db, log: app.log.child({ module: 'analytics' }), ingestGate });
  app.decorate('analyticsJobs', analyticsJobs);
  app.addHook('onClose', async () => {
    await eventWriter.drain();
    await analyticsJobs.idle();
  });
  // Issued with every page, checked on every beacon (ADR 041).
  const pageTokens = createPageTokens(database.db);
  await app.register(trackingRoutes, {
    db: database.db,
    keyer: createVisitorKeyer({ dataDir: config.dataDir, db: database.db }),
    pageTokens,
    writer: eventWriter,
    limits: config.routeLimits,
    gate: ingestGate,
  });
  await app.register(staffAnalyticsRoutes, { db: database.db, refreshSummaries: () => analyticsJobs.refresh() });
  await app.register(heatmapRoutes, { db: database.db });
  await app.register(withUploads(sketchRoutes), {
    db: database.db,
    limits: config.routeLimits,
    storage: config.sketches,
    clientKey,
    businessEmail: config.business.email,
    wakeOutbox,
  });
  await app.register(quoteRoutes, {
    db: database.db,
    priceBooks,
    business: config.business,
    limits: config.routeLimits,
    perRecipientPerDay: config.mailLimits.perRecipientPerDay,
    wakeOutbox,
    burstGuard: createAnonymousBurstGuard({
      db: database.db,
      per10Minutes: config.anonymousBurst.per10Minutes,
      maxNumber: config.anonymousBurst.proofOfWorkMaxNumber,
    }),
  });
  await app.register(sessionRoutes, { db: database.db, requireSecondFactor: config.auth.requireSecondFactor });
  // Who did what to accounts, prices, partners and data (STAFF-14), keyed by the same client hash as the limits.
  const securityLog = createSecurityLog({ db: database.db, clientKey });
  await app.register(staffRoutes, { db: database.db, settings: config.auth, limits: config.routeLimits, securityLog });
  await app.register(secondFactorRoutes, { db: database.db, issuer: config.business.name, settings: config.auth, securityLog });
  await app.register(withUploads(partnerRoutes), {
    db: database.db,
    settings: config.auth,
    limits: config.routeLimits,
    business: config.business,
    wakeOutbox,
    securityLog,
  });
  await app.register(priceBookAdminRoutes, { db: database.db, priceBooks, securityLog });
  await app.register(securityLogRoutes, { db: database.db, securityLog });
  await app.register(quotesInboxRoutes, { db: database.db, business: config.business, wakeOutbox });
  await app.register(invoicingRoutes, { db: database.db, business: config.business, securityLog });
  await app.register(jobsRoutes, { db: database.db, business: config.business, wakeOutbox });
  await app.register(backOfficeRoutes, { db: database.db, wakeOutbox });
  await app.register(exportRoutes, { db: database.db, securityLog });
  await app.register(privacyRoutes, { db: database.db, dataDir: config.dataDir, securityLog });
  await app.register(reportRoutes, { db: database.db, business: config.business, wakeOutbox });
  await app.register(withUploads(partnerAreaRoutes), {
    db: database.db,
    business: config.business,
    limits: config.routeLimits,
    perRecipientPerDay: config.mailLimits.perRecipientPerDay,
    wakeOutbox,
    securityLog,
  });
  await app.register(staffPartnerRoutes, { db: database.db, securityLog, signInMaxFailures: config.auth.signInMaxFailures });
  await app.register(apiDocsRoutes);
  await app.register(withUploads(woodImageRoutes), { db: database.db, priceBooks, textures: woodImages.textures, photos: woodImages.photos });

  await app.register(healthRoutes, { database });

  const clientBuilt = serveClient && fs.existsSync(path.join(clientDir, 'index.html'));
  const firstScreenRenderer = createFirstScreenRenderer();
  app.addHook('onClose', () => firstScreenRenderer.close());
  const configuratorPage = configuratorPageSource({
    file: path.join(clientDir, 'index.html'),
    renderer: firstScreenRenderer,
    currentCatalogue: async () => {
      const [book, photos] = await Promise.all([priceBooks.current(), woodImages.photos.current()]);
      return { book, photos };
    },
    onRenderError: (error) => app.log.error({ err: error }, 'configurator first screen not pre-rendered; the browser renders it'),
  });
  if (clientBuilt) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Looked up per request, not listed once at start: a build installed beside the running
      // server (installClientBuild) brings new scripts that its new page names.
      wildcard: true,
      index: false,
      preCompressed: true,
      // The .br/.gz files are served in place of their originals, never under their own names;
      // dot files and folders (the build manifest, the server's pre-render module) never.
      allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName) && !/(^|\/)\./.test(pathName),
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; index.html must always be fresh.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Every page goes out with its own page token (ADR 041), so the visitors counted are those the server served a page to.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, html: string, encoded: ReturnType<typeof encodedPageCache>) => {
    const token = `<meta name="${PAGE_TOKEN_META}" content="${await pageTokens.issue(new Date())}">`;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(await encoded(html, token, encoding));
  };
  const indexFile = path.join(clientDir, 'index.html');

  if (clientBuilt) {
    // The configurator's own page, compressed once per page (it changes only with a build, the
    // price book or a wood photo), not per view as @fastify/compress would.
    const encodedPage = encodedPageCache();
    // Made once the server listens rather than for the first visitor, who otherwise waited for
    // the pre-render and the compression (0.7 s on a slow machine) after every start.
    app.addHook('onListen', async () => {
      void configuratorPage()
        .then((html) => encodedPage(html, '', 'br'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'configurator page not prepared at start; the first view prepares it'));
    });
    for (const url of CONFIGURATOR_PATHS) {
      app.get(url, { compress: false }, async (request, reply) => sendPage(request, reply, await configuratorPage(), encodedPage));
    }
  }

  // Every other page is the built index.html, compressed once per build.
  const encodedIndex = encodedPageCache();
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiRequest(request) && !request.url.startsWith('/assets/');
    if (clientBuilt && wantsPage) {
      // Client-side routes (and the SPA's own 404 screen) are resolved by the front end; the
      // configurator's own page arrives with its first screenful already in it.
      return sendPage(request, reply, await fs.promises.readFile(indexFile, 'utf8'), encodedIndex);
    }
    return reply.status(404).send(errorBody(new AppError('not_found', 'Not found')));
  });

  return app;
}

/**
 * Routes that take a file upload, with the multipart parser in their own scope: its hooks (one
 * on every request, two more on every response) cost every other call and serve none (ADR 039).
 * Elsewhere a multipart body is refused as an unsupported content type (415).
 */
function withUploads<Options extends FastifyPluginOptions>(routes: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    await scope.register(routes, options);
  };
}

/** A hop count as Fastify applies it (its types leave numbers out): trust the nearest `hops` addresses. */
function fastifyTrustProxy(trust: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
