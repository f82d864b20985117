import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGE_TOKEN_META } from '#core/tracking/page-token';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { installClientBuild } from '#server/spa/client-build';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * A build installed beside a running server (`npm run build`, then a restart
 * when convenient) must not break the server in between. Its page names the new build's
 * scripts, so the server must serve files that arrived after it started, and still the
 * previous build's, for browsers holding the previous page.
 */
const page = (script: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;

function stageBuild(root: string, script: string): string {
  const staging = fs.mkdtempSync(path.join(root, 'staging-'));
  fs.mkdirSync(path.join(staging, 'assets'));
  fs.writeFileSync(path.join(staging, 'index.html'), page(script));
  fs.writeFileSync(path.join(staging, 'assets', script), `console.log(${JSON.stringify(script)});`);
  return staging;
}

let root: string;
let clientDir: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-client-'));
  clientDir = path.join(root, 'client');
  fs.mkdirSync(clientDir);
  installClientBuild({ stagingDir: stageBuild(root, 'index-first.js'), clientDir });
  database = await createTestDatabase('sqlite');
  app = await buildApp({
    config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' }),
    database,
    clientDir,
    rateLimit: false,
    checkResponses: true,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

it('serves the scripts of a build installed after it started, and those of the build before', async () => {
  const before = await app.inject({ method: 'GET', url: '/' });
  expect(before.body).toContain('/assets/index-first.js');

  installClientBuild({ stagingDir: stageBuild(root, 'index-second.js'), clientDir });

  const after = await app.inject({ method: 'GET', url: '/' });
  expect(after.statusCode).toBe(200);
  expect(after.body).toContain('/assets/index-second.js');
  const script = await app.inject({ method: 'GET', url: '/assets/index-second.js' });
  expect(script.statusCode).toBe(200);
  expect(script.body).toContain('index-second.js');
  expect(script.headers['cache-control']).toContain('immutable');
  // A browser still running the first page fetches its lazy parts from the first build.
  expect((await app.inject({ method: 'GET', url: '/assets/index-first.js' })).statusCode).toBe(200);
});

it('still answers a missing asset 404 and serves no hidden file or pre-compressed copy by its own name', async () => {
  const missing = await app.inject({ method: 'GET', url: '/assets/index-none.js' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
  fs.mkdirSync(path.join(clientDir, '.prerender'));
  fs.writeFileSync(path.join(clientDir, '.prerender', 'first-screen.js'), 'export {};');
  // Any other address is the front end's (its page, or its own not-found screen), never the file.
  for (const url of [
    '/.build.json',
    '/.prerender/first-screen.js',
    '/assets/../.build.json',
    '/%2Ebuild.json',
    '/%2Eprerender/first-screen.js',
  ]) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.body, url).not.toMatch(/builtAt|export \{\}/);
  }
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-second.js.gz'), 'not really gzip');
  expect((await app.inject({ method: 'GET', url: '/assets/index-second.js.gz' })).body).not.toContain(
    'not really gzip',
  );
});

it('sends the configurator page compressed as the browser asks, the same page each way but for its own page token', async () => {
  // ADR 041: each view carries its own token.
  const withoutToken = (html: string) =>
    html.replace(new RegExp(`<meta name="${PAGE_TOKEN_META}" content="[^"]+">`), '');
  const plain = await app.inject({ method: 'GET', url: '/configurator', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toContain('accept-encoding');
  expect(plain.body).toContain('<div id="root"');
  const br = await app.inject({
    method: 'GET',
    url: '/configurator',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(plain.body).toContain(`<meta name="${PAGE_TOKEN_META}"`);
  expect(withoutToken(brotliDecompressSync(br.rawPayload).toString())).toBe(withoutToken(plain.body));
  const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(withoutToken(gunzipSync(gzip.rawPayload).toString())).toBe(withoutToken(plain.body));
  expect((await app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(200);
});
