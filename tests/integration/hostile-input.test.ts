import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { allCalls } from '#core/api/all-calls';
import type { Route } from '#core/api/route';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { describeEachDatabase } from './helpers/test-app';

/**
 * The server never answers 5xx to a malformed request: every call, made by someone it lets in,
 * with path parameters, query strings and bodies of every wrong shape, answers 4xx with the one
 * error body, or a success that changed nothing it should not have. Taken from the one definition
 * of each call (ADR 034), so a new call is covered the day it is defined.
 */

/** Path parameters no route should choke on: not a number, out of every integer range, encoded nulls, too long. */
const BAD_PARAMS = ['x', '0', '-1', '1.5', '99999999999999999999', '1e309', '%00', '%E0%A4%A', 'a'.repeat(300)];
/** Query strings of the wrong shapes: repeated, bracketed, out of range, not dates, not numbers. */
const BAD_QUERIES = [
  '?page=-1&limit=abc&from=not-a-day&to=2026-13-45&days=1e309',
  '?page=99999999999999999999&q=%00&status[]=draft&status=x&sort=__proto__',
  `?q=${'x'.repeat(5000)}&from=2026-02-30&to=1970-01-01&species=%E0%A4%A`,
];
/** Bodies of the wrong shapes, each with the content type that makes the server read it. */
const BAD_BODIES: { payload: string; contentType: string }[] = [
  { payload: '[]', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '12', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
  { payload: JSON.stringify(deep(200)), contentType: 'application/json' },
  {
    payload: '{"surfaces":[{"lengthMm":1e309,"quantity":-1}],"email":123,"discountPercentage":"x","id":null}',
    contentType: 'application/json',
  },
  { payload: 'hello', contentType: 'text/plain' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nbroken',
    contentType: 'multipart/form-data; boundary=x',
  },
];

function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = { a: [value] };
  return value;
}

const named = (route: Route) => `${route.method} ${route.path}`;
/** Signing out would end the session the rest of the calls use: those go last. */
const endsSession = (route: Route) => /logout|sign-out/.test(route.path);
const withParams = (route: Route, value: string) => route.path.replace(/:[A-Za-z]+/g, value);

describeEachDatabase('hostile input to every call', (ctx) => {
  it('answers every malformed path, query and body without a 5xx, and each refusal with the one error body', {
    timeout: 240_000,
  }, async () => {
    const { app, database } = ctx();
    const cookies = {
      public: undefined,
      partner: await signInPartner(app, await makePartner(database.db)),
      staff: await signInStaff(app, await makeStaff(database.db)),
      owner: await signInStaff(app, await makeStaff(database.db)),
    };
    const routes = allCalls.map((call) => call.route).sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    const failures: string[] = [];
    const send = async (route: Route, options: InjectOptions & { url: string }) => {
      const cookie = cookies[route.access];
      const response = await app.inject({
        ...options,
        method: route.method,
        headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
      });
      const what = `${named(route)} as ${options.url.slice(0, 120)}`;
      if (response.statusCode >= 500) failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (
        response.statusCode >= 400 &&
        response.headers['content-type']?.toString().startsWith('application/json')
      ) {
        const body = response.json<{ success?: unknown; error?: { code?: unknown; message?: unknown } }>();
        if (body.success !== false || typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') {
          failures.push(`${what}: ${response.statusCode} without the error body: ${response.body.slice(0, 200)}`);
        }
      }
    };
    for (const route of routes) {
      const hasParams = route.path.includes(':');
      const paths = hasParams ? BAD_PARAMS.map((value) => withParams(route, value)) : [route.path];
      for (const url of paths) await send(route, { url, ...(route.method === 'GET' ? {} : { payload: {} }) });
      // An id no row has, so the handler runs its lookups with what the body parsed to.
      const url = hasParams ? withParams(route, '999999') : route.path;
      if (route.method === 'GET' || route.method === 'DELETE') {
        for (const query of BAD_QUERIES) await send(route, { url: `${url}${query}` });
      } else {
        for (const { payload, contentType } of BAD_BODIES)
          await send(route, { url, payload, headers: { 'content-type': contentType } });
      }
    }
    expect(failures).toEqual([]);
  });
});
