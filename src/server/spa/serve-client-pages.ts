import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONFIGURATOR_PATHS } from '#core/configurator-paths';
import { PAGE_TOKEN_META } from '#core/tracking/page-token';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { AppError, errorBody } from '../errors';
import { isApiRequest } from '../http/api-request';
import type { PageTokens } from '../tracking/page-tokens';
import type { WoodImageServices } from '../wood-images/wood-image-services';
import { configuratorPageSource } from './configurator-page';
import { encodedPageCache, pickEncoding } from './encoded-page';
import { createFirstScreenRenderer } from './first-screen-renderer';

export interface ClientPagesOptions {
  /** Where the built front end is. */
  clientDir: string;
  /** Serve the built front end (off in API-only tests): without it every unknown path is the API's 404. */
  serveClient: boolean;
  priceBooks: PriceBookStore;
  woodPhotos: WoodImageServices['photos'];
  pageTokens: PageTokens;
}

/** The built front end: its files, the configurator's pre-rendered page and index.html for every other page. */
export async function serveClientPages(
  app: FastifyInstance,
  { clientDir, serveClient, priceBooks, woodPhotos, pageTokens }: ClientPagesOptions,
): Promise<void> {
  const clientBuilt = serveClient && fs.existsSync(path.join(clientDir, 'index.html'));
  const firstScreenRenderer = createFirstScreenRenderer();
  app.addHook('onClose', () => firstScreenRenderer.close());
  const configuratorPage = configuratorPageSource({
    file: path.join(clientDir, 'index.html'),
    renderer: firstScreenRenderer,
    currentCatalogue: async () => {
      const [book, photos] = await Promise.all([priceBooks.current(), woodPhotos.current()]);
      return { book, photos };
    },
    onRenderError: (error) =>
      app.log.error({ err: error }, 'configurator first screen not pre-rendered; the browser renders it'),
  });
  if (clientBuilt) await serveStaticFiles(app, clientDir);

  // Every page goes out with its own page token (ADR 041), so the visitors counted are those the server served a page
  // to.
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    encoded: ReturnType<typeof encodedPageCache>,
  ) => {
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
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'configurator page not prepared at start; the first view prepares it'),
        );
    });
    for (const url of CONFIGURATOR_PATHS) {
      app.get(url, { compress: false }, async (request, reply) =>
        sendPage(request, reply, await configuratorPage(), encodedPage),
      );
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
}

async function serveStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
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
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
