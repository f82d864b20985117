import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import { PRERENDERED_ATTRIBUTE } from '#core/configurator-first-screen';
import { PAGE_TOKEN_META } from '#core/tracking/page-token';
import { openPostgres, openSqlite, type Dialect } from '#server/db/database';
import { PROJECT_ROOT } from '#server/project-root';
import { SERVER_BUNDLE, TEXTURE_WORKER_BUNDLE } from '#server/server-bundle';
import { createTextureRenderer, textureWorkerEntry } from '#server/wood-images/texture-renderer';
import { renderWoodTexture, type WoodTextureInput } from '#server/wood-images/wood-texture';
import { makeQuoteRequest } from './helpers/quote-factories';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { describeEachDialect } from './helpers/test-app';
import { createPostgresSchema, TEST_DATABASE_URL } from './helpers/test-database';

/**
 * The API document on a server started as `npm start` starts it: built front end, the
 * configurator's pre-rendered first screen loaded (ADR 016), the configurator's own calls made,
 * then the document read. The in-process tests never load the pre-render module, so only a real
 * process shows whether its schemas collide with the server's (ADR 015). The same server paints a
 * wood texture with the worker bundled beside it (ADR 039), which the in-process tests never load.
 */
describeEachDialect('the API document on a real started server', (dialect: Dialect) => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  let dropSchema = async () => {};
  let postgresSchema = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-api-docs-'));
    const database: Record<string, string> = { DATABASE_URL: '' };
    if (dialect === 'postgres') {
      const schema = await createPostgresSchema();
      await schema.handle.close();
      dropSchema = schema.dropSchema;
      postgresSchema = schema.handle.schema ?? '';
      Object.assign(database, { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema.handle.schema ?? '' });
    }
    // As `npm start`: the server's bundle and the front end built when missing, as on a fresh checkout in CI.
    server = await startServerProcess(
      { DATA_DIR: dataDir, ...database },
      { args: ['--build-if-stale'], fromBundle: true, readyWithinMs: 240_000 },
    );
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => {
    if (!server) throw new Error('The server did not start');
    return fetch(`${server.url}${url}`);
  };

  it('serves the pre-rendered configurator, answers its calls, then the document and its page', async () => {
    const page = await get('/configurator');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(PRERENDERED_ATTRIBUTE);
    for (const url of Object.values(PAGE_CATALOGUE_URLS)) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      await answer.arrayBuffer();
    }
    const priced = await fetch(`${server?.url ?? ''}/api/pricing/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ surfaces: makeQuoteRequest().surfaces }),
    });
    expect(priced.status).toBe(200);
    await priced.arrayBuffer();

    const document = await get('/api/docs/openapi.json');
    expect(document.status, server?.output().slice(-2000)).toBe(200);
    const body = (await document.json()) as OpenAPIV3_1.Document;
    expect(body.components?.schemas).toHaveProperty('SurfaceConfiguration');
    expect(body.paths).toHaveProperty('/api/pricing/quote');
    const docsPage = await get('/api/docs');
    expect(docsPage.status).toBe(200);
    expect(docsPage.headers.get('content-type')).toContain('text/html');
    // Read to the end, as a browser does: an unread response holds its connection open.
    expect(await docsPage.text()).toContain('</html>');
  });

  it('writes a page token into the pre-rendered page it serves, and counts the beacon that brings it back (ADR 041)', async () => {
    const page = await get('/configurator');
    const html = await page.text();
    expect(html).toContain(PRERENDERED_ATTRIBUTE);
    const pageToken = new RegExp(`<meta name="${PAGE_TOKEN_META}" content="([^"]+)">`).exec(html)?.[1];
    expect(pageToken, 'the page token').toBeDefined();
    const beacon = (sessionId: string, token: string | undefined) =>
      fetch(`${server?.url ?? ''}/api/visitors/track`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
        },
        body: JSON.stringify({
          sessionId,
          pageUrl: '/configurator',
          timeOnPage: 2,
          pageToken: token,
          interactions: [{ type: 'page_view' }],
        }),
      });
    expect((await beacon('served-page-session', pageToken)).status).toBe(201);
    expect((await beacon('unserved-page-session', undefined)).status).toBe(201);
    // The server's event writer commits within a second; read what it stored from the database it uses.
    const database =
      dialect === 'postgres'
        ? openPostgres(TEST_DATABASE_URL, { schema: postgresSchema })
        : openSqlite(path.join(dataDir, 'grainline.sqlite'));
    try {
      await expect
        .poll(async () =>
          (
            await database.db
              .selectFrom('visitor_events')
              .select(['session_id', 'suspect'])
              .orderBy('session_id')
              .execute()
          ).map((row) => [row.session_id, row.suspect]),
        )
        .toEqual([
          ['served-page-session', null],
          ['unserved-page-session', 'unserved_page'],
        ]);
    } finally {
      await database.close();
    }
  });

  it('paints a wood texture in the worker thread bundled beside the server, on plain Node', {
    timeout: 60_000,
  }, async () => {
    const species = (await (await get('/api/pricing/wood-species')).json()) as { data: { imageUrl: string }[] };
    const imageUrl = species.data[0]?.imageUrl ?? '';
    const image = await get(imageUrl);
    expect(image.status, imageUrl).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1_000);

    // The bundle finds the worker beside it; the worker's bundle paints without tsx.
    const worker = path.join(PROJECT_ROOT, TEXTURE_WORKER_BUNDLE);
    expect(textureWorkerEntry(pathToFileURL(path.join(PROJECT_ROOT, SERVER_BUNDLE)).href)).toBe(worker);
    const renderer = createTextureRenderer(worker);
    try {
      const input: WoodTextureInput = { speciesId: 'pine', grain: 'face', variant: 0, width: 64, height: 48 };
      expect((await renderer.render(input, 'now')).equals(await renderWoodTexture(input))).toBe(true);
    } finally {
      await renderer.close();
    }
  });
});
