import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
// First: its imports define the shared schemas, whose order is the contract's components order.
import { APP_AREAS, type AppServices } from './app-areas';
import { createAnalyticsSummaries } from './analytics/analytics-tasks';
import { installApiContract } from './api-contract/install-api-contract';
import { installAccessControl } from './auth/access-control';
import { prepareUnknownAccountHash } from './auth/password';
import { serverSecret } from './auth/server-secret';
import { sealPlainTotpSecrets } from './auth/totp-secret-box';
import { createPriceBookStore } from './catalogue/price-book-repository';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { isApiRequest, isApiRoute } from './http/api-request';
import { databaseRateLimitStore } from './http/database-rate-limit-store';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installMemoryRateLimit, NO_LIMIT_HEADERS_WITHIN_LIMIT } from './http/memory-rate-limit';
import { installSecurityHeaders } from './http/security-headers';
import { refuseUndefinedCalls } from './http/serve-call';
import { PROJECT_ROOT } from './project-root';
import { createClientKeyer, type ClientKeyer } from './security/client-key';
import { createSecurityLog } from './security/security-log';
import { serveClientPages } from './spa/serve-client-pages';
import { createEventWriter } from './tracking/event-writer';
import { createIngestGate } from './tracking/ingest-limits';
import { createPageTokens } from './tracking/page-tokens';
import { createWoodImageServices } from './wood-images/wood-image-services';

const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');

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
    /**
     * Sends queued e-mail now instead of at the outbox's next run, through the injected `wakeOutbox` (a no-op without a
     * worker).
     */
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
  installRequestLog(app, config.logLevel);
  await installSecurityHeaders(app, SECURITY_HEADERS);
  // Limits and quotas count a keyed hash of the client's address (the one the trusted proxies
  // report, see TRUST_PROXY), the same on every server sharing the database.
  const clientKey = createClientKeyer(await serverSecret(database.db, 'client-key'));
  // Second-factor secrets stored before they were sealed are sealed now (ADR 022); a no-op once done.
  await sealPlainTotpSecrets(database.db);
  if (limitRate) await installRateLimit(app, { config, database, clientKey });
  await installBodyHandling(app);
  // After the cookie parser, before any route: who is calling and may they (ADR 007).
  installAccessControl(app, {
    db: database.db,
    settings: config.auth,
    publicUrl: config.publicUrl,
    ownOrigins: config.ownOrigins,
  });
  await prepareUnknownAccountHash();

  // No timer starts here (ADR 035): the worker runs the background tasks, beside the app or alone.
  const wakeOutbox = () => givenWakeOutbox?.();
  app.decorate('wakeOutbox', wakeOutbox);
  const services = createServices(app, { config, database, wakeOutbox, clientKey });
  for (const area of APP_AREAS) await area.register(app, services);

  await serveClientPages(app, {
    clientDir,
    serveClient,
    priceBooks: services.priceBooks,
    woodPhotos: services.woodImages.photos,
    pageTokens: services.pageTokens,
  });
  return app;
}

/**
 * A callback hook, and none at all when the level leaves the line out: an async hook costs every request a promise (ADR
 * 039).
 */
function installRequestLog(app: FastifyInstance, level: string): void {
  if (!['info', 'debug', 'trace'].includes(level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}

const SECURITY_HEADERS: Parameters<typeof installSecurityHeaders>[1] = {
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
};

async function installRateLimit(
  app: FastifyInstance,
  { config, database, clientKey }: { config: AppConfig; database: DatabaseHandle; clientKey: ClientKeyer },
): Promise<void> {
  const limits = {
    max: config.rateLimitPerMinute,
    keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
    // Pages, scripts and wood images are cheap and cached; a page load fetches dozens of them.
    allowList: (request: FastifyRequest) => !isApiRequest(request),
  };
  // Counted in this process alone, the same windows and answers as the plugin's memory store, as
  // one callback hook (ADR 039); servers sharing a database count there, through the plugin.
  if (config.rateLimitStore === 'memory')
    installMemoryRateLimit(app, { ...limits, timeWindowMs: 60_000, countsEveryRequest: isApiRoute });
  else
    await app.register(rateLimit, {
      global: true,
      ...limits,
      timeWindow: 60_000,
      store: databaseRateLimitStore(database.db),
      addHeadersOnExceeding: NO_LIMIT_HEADERS_WITHIN_LIMIT,
    });
}

/**
 * API JSON (the species list is 40 KB) is compressed per reply; the built client is
 * compressed once at build time and served from its .br/.gz files (preCompressed below).
 * Request bodies are never inflated: no client of this app sends one compressed, and the
 * plugin's decompression hook cost every request (ADR 039). A compressed body is not JSON (400).
 */
async function installBodyHandling(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
}

/** What the areas share, made once. */
function createServices(
  app: FastifyInstance,
  { config, database, wakeOutbox, clientKey }: Pick<AppServices, 'config' | 'database' | 'wakeOutbox' | 'clientKey'>,
): AppServices {
  const db = database.db;
  const priceBooks = createPriceBookStore(db);
  const woodImages = createWoodImageServices({
    db,
    priceBooks,
    cacheDir: path.join(config.dataDir, 'cache', 'woods'),
    log: app.log.child({ module: 'wood-images' }),
  });
  app.addHook('onClose', () => woodImages.close());
  app.decorate('pregenerateWoodTextures', () => woodImages.pregenerate());
  const eventWriter = createEventWriter(database);
  const ingestGate = createIngestGate({ db, limits: config.analyticsIngest });
  // Run on demand only: the dashboards before they read, the worker beside the app on its schedule.
  const analyticsSummaries = createAnalyticsSummaries({ db, log: app.log.child({ module: 'analytics' }), ingestGate });
  app.decorate('analyticsTasks', analyticsSummaries);
  app.addHook('onClose', async () => {
    await eventWriter.drain();
    await analyticsSummaries.idle();
  });
  // Issued with every page, checked on every beacon (ADR 041).
  const pageTokens = createPageTokens(db);
  // Who did what to accounts, prices, partners and data (STAFF-14), keyed by the same client hash as the limits.
  const securityLog = createSecurityLog({ db, clientKey });
  return {
    config,
    database,
    db,
    priceBooks,
    woodImages,
    wakeOutbox,
    clientKey,
    securityLog,
    eventWriter,
    ingestGate,
    analyticsSummaries,
    pageTokens,
  };
}

/** A hop count as Fastify applies it (its types leave numbers out): trust the nearest `hops` addresses. */
function fastifyTrustProxy(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
