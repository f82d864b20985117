import { expect, it } from 'vitest';
import { allCalls } from '#core/api/all-calls';
import { describeEachDatabase } from './helpers/test-app';

/** Swagger's own pages of the document, served beside the calls and not among them (ADR 034). */
const DOCUMENT_PAGES = /^\/api\/docs(\/|$)/;

describeEachDatabase('each call defined once', (ctx) => {
  it('serves every call defined in src/core/api, and no /api/ route that is not one', () => {
    const served = ctx()
      .app.routeAccess.filter(
        (route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && !DOCUMENT_PAGES.test(route.url),
      )
      .map((route) => `${route.method} ${route.url} ${route.access}${route.secondFactor ? ' +second factor' : ''}`)
      .sort();
    const defined = allCalls
      .map(({ route }) => `${route.method} ${route.path} ${route.access}${route.secondFactor ? ' +second factor' : ''}`)
      .sort();
    expect(served).toEqual(defined);
    expect(new Set(defined).size).toBe(defined.length);
  });

  it('lists every call with who may make it, from the one definition (reviewed like the OpenAPI document)', async () => {
    const rows = [...allCalls]
      .sort((a, b) => a.route.path.localeCompare(b.route.path) || a.route.method.localeCompare(b.route.method))
      .map(
        ({ route, summary }) =>
          `${route.access.padEnd(7)} ${route.secondFactor ? '2F' : '  '} ${route.method.padEnd(6)} ${route.path}  (${summary})`,
      );
    await expect(`${rows.join('\n')}\n`).toMatchFileSnapshot('__snapshots__/call-access.txt');
  });
});
