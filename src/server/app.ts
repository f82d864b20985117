import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { createPriceBookStore } from './catalogue/price-book-repository';
import { woodAssetRoutes } from './catalogue/wood-asset-routes';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { AppError, errorBody } from './errors';
import { installErrorHandler } from './http/error-handler';
import { createMailTransport } from './mail/mail-transport';
import { mailDomain } from './mail/outbox-message-id';
import { startOutboxWorker } from './mail/outbox-worker';
import { pricingRoutes } from './pricing/pricing-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { sketchRoutes } from './sketches/sketch-routes';
import { isConfiguratorPath, withConfiguratorShell } from './spa/configurator-shell';
import { trackingRoutes } from './tracking/tracking-routes';
import { createVisitorKeyer } from './tracking/visitor-key';

const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Serve the built front end (off in API-only tests). */
  serveClient?: boolean;
  /** The e-mail outbox worker; by default one is started with the configured transport. */
  outbox?: OutboxHandle;
  /** Rate limiting is on in production; behaviour tests that send many requests turn it off. */
  rateLimit?: boolean;
}

export interface OutboxHandle {
  wake(): void;
  stop(): Promise<void>;
}

export async function buildApp({ config, database, serveClient = true, outbox: givenOutbox, rateLimit: limitRate = true }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Fastify's own request logs carry the IP address and full URL; ours (below) log the
    // route pattern only: no address, no query string, no quote token (POPIA).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  installErrorHandler(app);

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The configurator is made to be embedded in the workshop's own site (SPEC §1).
        frameAncestors: ['*'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: false,
  });
  if (limitRate) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // Pages, scripts and wood images are cheap and cached; a page load fetches dozens of them.
      allowList: (request) => !request.url.startsWith('/api/'),
    });
  }
  // API JSON (the species list is 40 KB) is compressed per reply; the built client is
  // compressed once at build time and served from its .br/.gz files (preCompressed below).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

  const outbox = givenOutbox ?? startDefaultOutbox(config, database, app);
  app.addHook('onClose', async () => outbox.stop());

  const priceBooks = createPriceBookStore(database.db);
  await app.register(catalogueRoutes, { db: database.db, priceBooks });
  await app.register(pricingRoutes, { priceBooks });
  await app.register(trackingRoutes, { db: database.db, keyer: createVisitorKeyer(config.dataDir) });
  await app.register(sketchRoutes, { db: database.db });
  await app.register(quoteRoutes, { db: database.db, priceBooks, business: config.business, wakeOutbox: () => outbox.wake() });
  await app.register(woodAssetRoutes, { cacheDir: path.join(config.dataDir, 'cache', 'woods') });

  app.get('/api/health', async () => ({ success: true, data: { status: 'ok' } }));

  const clientBuilt = serveClient && fs.existsSync(path.join(CLIENT_DIR, 'index.html'));
  const configuratorPage = clientBuilt ? withConfiguratorShell(fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8')) : '';
  if (clientBuilt) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The .br/.gz files are served in place of their originals, never under their own names.
      allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName),
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; index.html must always be fresh.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (clientBuilt && wantsPage) {
      // Client-side routes (and the SPA's own 404 screen) are resolved by the front end; the
      // configurator's own page arrives with its first screenful already in it.
      reply.header('cache-control', 'no-cache');
      if (isConfiguratorPath(request.url)) return reply.type('text/html; charset=utf-8').send(configuratorPage);
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorBody(new AppError('not_found', 'Not found')));
  });

  return app;
}

function startDefaultOutbox(config: AppConfig, database: DatabaseHandle, app: FastifyInstance): OutboxHandle {
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
  const worker = startOutboxWorker({
    db: database.db,
    transport,
    log: app.log.child({ module: 'outbox' }),
    messageIdDomain: mailDomain(config.mailFrom),
    retryBaseMs: config.mailRetryBaseMs,
  });
  return {
    wake: () => worker.wake(),
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
